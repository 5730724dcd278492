import { Navigate, createBrowserRouter, type DataRouter } from 'react-router';
import { RootLayout } from './components/RootLayout';
import { AppFrame } from '../layout/components/AppFrame';
import { AreaOutlet } from '../remotes/components/AreaOutlet';
import { OfflineRoute } from '../online/components/OfflineRoute';
import { LogoutPage } from '../auth/LogoutPage';

/**
 * The shell's routes: its own screens (settings, offline, logout), the default route /dashboard, and every
 * other path handed to the area (remote) that owns it.
 */
export function createShellRouter(): DataRouter {
  return createBrowserRouter([
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
              lazy: async () => ({
                Component: (await import('../settings/SettingsPage')).SettingsPage,
              }),
            },
            { path: '*', element: <AreaOutlet /> },
          ],
        },
      ],
    },
  ]);
}
