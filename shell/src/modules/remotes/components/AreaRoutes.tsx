import { Suspense, useMemo } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { AreaUnavailable } from '@agecheck/ui';
import { useAreaRoutes } from '../use-area-routes';
import { lazyScreen } from '../lazy-screen';
import type { AreaId } from '../areas';
import { AreaErrorBoundary } from './AreaErrorBoundary';
import { RouteGuard } from '../../routing/components/RouteGuard';
import { NotFoundScreen } from '../../routing/components/NotFoundScreen';
import { ScreenLoader } from '../../routing/components/ScreenLoader';

type AreaRoutesProps = { area: AreaId };

/** The screens of one area: loads its remote, then renders the route that matches, guarded by its access. */
export function AreaRoutes({ area }: AreaRoutesProps) {
  const state = useAreaRoutes(area);
  const { retry } = state;

  const routeObjects = useMemo<RouteObject[]>(() => {
    if (state.status !== 'ready') return [];
    return [
      ...state.routes.map((route) => {
        const Screen = lazyScreen(area, state.attempt, route);
        return {
          path: route.path,
          element: (
            <RouteGuard path={route.path}>
              <Suspense fallback={<ScreenLoader />}>
                <Screen />
              </Suspense>
            </RouteGuard>
          ),
        };
      }),
      { path: '*', element: <NotFoundScreen /> },
    ];
  }, [area, state]);

  const element = useRoutes(routeObjects);

  if (state.status === 'loading') return <ScreenLoader />;
  if (state.status === 'failed') return <AreaUnavailable onRetry={retry} />;
  return (
    <AreaErrorBoundary key={state.attempt} onRetry={retry}>
      {element}
    </AreaErrorBoundary>
  );
}
