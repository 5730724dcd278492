import { Outlet } from 'react-router';
import { OnlineRedirects } from '../../online/components/OnlineRedirects';

/** Above every route: follows the online state (redirects to /offline and back). */
export function RootLayout() {
  return (
    <>
      <OnlineRedirects />
      <Outlet />
    </>
  );
}
