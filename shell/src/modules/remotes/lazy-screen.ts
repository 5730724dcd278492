import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { AreaRoute } from '@agecheck/ui';

const screens = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * The lazy component of a remote's route, kept per load attempt: the same screen keeps the same component
 * (no flash of the fallback when coming back), and a retry after a failed chunk imports it anew.
 */
export function lazyScreen(
  area: string,
  attempt: number,
  route: AreaRoute,
): LazyExoticComponent<ComponentType> {
  const key = `${area}#${attempt}#${route.path}`;
  let screen = screens.get(key);
  if (!screen) {
    screen = lazy(() => route.lazy().then((Component) => ({ default: Component })));
    screens.set(key, screen);
  }
  return screen;
}
