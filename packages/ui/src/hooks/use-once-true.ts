import { useState } from 'react';

/**
 * True from the first render in which `value` is true on: for what loads its code when first opened (a
 * dialog) and then stays mounted, so that it closes with its transition.
 */
export function useOnceTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
