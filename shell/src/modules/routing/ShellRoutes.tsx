import { lazy, Suspense } from 'react';
import { Navigate, useRoutes } from 'react-router';
import { RootLayout } from './components/RootLayout';
import { ScreenLoader } from './components/ScreenLoader';
import { AppFrame } from '../layout/components/AppFrame';
import { AreaOutlet } from '../remotes/components/AreaOutlet';
import { OfflineRoute } from '../online/components/OfflineRoute';
import { LogoutPage } from '../auth/LogoutPage';

const SettingsPage = lazy(() =>
  import('../settings/SettingsPage').then((module) => ({ default: module.SettingsPage })),
);

/**
 * The shell's routes: its own screens (settings, offline, logout), the default route /dashboard, and every
 * other path handed to the area (remote) that owns it. Declarative routes under a `BrowserRouter`: the
 * platform uses no loaders or actions, and without the data router about 14 KB less of the router's code
 * goes to every phone.
 */
export function ShellRoutes() {
  return useRoutes([
    {
      element: <RootLayout />,
      children: [
        { path: '/offline', element: <OfflineRoute /> },
        { path: '/logout', element: <LogoutPage /> },
        {
          element: <AppFrame />,
          children: [
            { index: true, element: <Navigate to="/dashboard" replace /> },
            {
              path: '/settings',
              element: (
                <Suspense fallback={<ScreenLoader />}>
                  <SettingsPage />
                </Suspense>
              ),
            },
            { path: '*', element: <AreaOutlet /> },
          ],
        },
      ],
    },
  ]);
}
