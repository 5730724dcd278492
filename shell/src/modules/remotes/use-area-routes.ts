import { useCallback, useEffect, useState } from 'react';
import type { AreaRoute } from '@agecheck/ui';
import { loadAreaRoutes } from './remote-loader';
import type { AreaId } from './areas';

export type AreaRoutesState =
  | { status: 'loading'; attempt: number }
  | { status: 'ready'; attempt: number; routes: readonly AreaRoute[] }
  | { status: 'failed'; attempt: number };

/** Areas loaded in this page, so coming back to an area does not load its remote again. */
const loaded = new Map<AreaId, { attempt: number; routes: readonly AreaRoute[] }>();

/** Loads an area's remote when the user first enters the area; `retry` loads it anew after a failure. */
export function useAreaRoutes(area: AreaId): AreaRoutesState & { retry: () => void } {
  const [state, setState] = useState<AreaRoutesState>(() => {
    const cached = loaded.get(area);
    return cached ? { status: 'ready', ...cached } : { status: 'loading', attempt: 0 };
  });

  useEffect(() => {
    if (state.status !== 'loading') return;
    let cancelled = false;
    loadAreaRoutes(area, state.attempt > 0)
      .then((routes) => {
        loaded.set(area, { attempt: state.attempt, routes });
        if (!cancelled) setState({ status: 'ready', attempt: state.attempt, routes });
      })
      .catch((error: unknown) => {
        console.error(`area ${area} could not be loaded`, error);
        if (!cancelled) setState({ status: 'failed', attempt: state.attempt });
      });
    return () => {
      cancelled = true;
    };
  }, [area, state]);

  const retry = useCallback(() => {
    loaded.delete(area);
    setState((current) => ({ status: 'loading', attempt: current.attempt + 1 }));
  }, [area]);

  return { ...state, retry };
}
