import { lazy, Suspense, type ReactElement } from 'react';
import { Navigate, useRoutes } from 'react-router';
import { RootLayout } from './components/RootLayout';
import { ScreenLoader } from './components/ScreenLoader';
import { AppFrame } from '../layout/components/AppFrame';
import { AreaOutlet } from '../remotes/components/AreaOutlet';

// Screens no first load needs: their code comes when they are opened.
const SettingsPage = lazy(() =>
  import('../settings/SettingsPage').then((module) => ({ default: module.SettingsPage })),
);
const OfflineRoute = lazy(() =>
  import('../online/components/OfflineRoute').then((module) => ({ default: module.OfflineRoute })),
);
const LogoutPage = lazy(() =>
  import('../auth/LogoutPage').then((module) => ({ default: module.LogoutPage })),
);

const screen = (element: ReactElement) => <Suspense fallback={<ScreenLoader />}>{element}</Suspense>;

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
        { path: '/offline', element: screen(<OfflineRoute />) },
        { path: '/logout', element: screen(<LogoutPage />) },
        {
          element: <AppFrame />,
          children: [
            { index: true, element: <Navigate to="/dashboard" replace /> },
            {
              path: '/settings',
              element: screen(<SettingsPage />),
            },
            { path: '*', element: <AreaOutlet /> },
          ],
        },
      ],
    },
  ]);
}
