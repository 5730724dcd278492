import { lazy, Suspense } from 'react';
import { ScreenLoader } from './ScreenLoader';

// A path no screen answers is rare: its panel loads when it is shown, not with the first screen.
const NotFoundPanel = lazy(() => import('./NotFoundPanel').then((m) => ({ default: m.NotFoundPanel })));

/** The "not found" panel of a path no screen answers, loaded on first use. */
export function NotFoundScreen() {
  return (
    <Suspense fallback={<ScreenLoader />}>
      <NotFoundPanel />
    </Suspense>
  );
}
