import { useEffect, useRef } from 'react';
import { autoControlDelay, type Purchase } from '@agecheck/contracts';

export type AutoControl =
  | { state: 'off' }
  /** Saves by itself after `seconds`. */
  | { state: 'waiting'; seconds: number }
  /** Manual verification is needed: the automatic mode stops here (back-office spec, section 2). */
  | { state: 'stopped' }
  /**
   * The server refused the purchase (a rule it breaks): the automatic mode stops here and does not try
   * again; it goes on with the next purchase only when the planner says so (issue 17).
   */
  | { state: 'refused' };

/**
 * The automatic mode of control: after 1 s (regulations respected) or 5 s (negative result) it calls `save`,
 * unless the purchase needs manual verification, was `refused` once, or `paused` (the planner is editing, a
 * save is running).
 */
export function useAutoControl(
  purchase: Purchase,
  enabled: boolean,
  { paused, refused }: { paused: boolean; refused: boolean },
  save: () => void,
): AutoControl {
  const delay = autoControlDelay(purchase);
  const running = enabled && !paused && !refused && delay !== null;
  // the timer calls the latest `save` (it changes with every render) without starting again
  const latestSave = useRef(save);
  useEffect(() => {
    latestSave.current = save;
  });

  useEffect(() => {
    if (!running || delay === null) return undefined;
    const timer = setTimeout(() => latestSave.current(), delay);
    return () => clearTimeout(timer);
  }, [running, delay]);

  if (!enabled) return { state: 'off' };
  if (delay === null) return { state: 'stopped' };
  if (refused) return { state: 'refused' };
  return { state: 'waiting', seconds: delay / 1000 };
}
