import { lazy, Suspense, useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { errorMessageKey, isNetworkError } from '@agecheck/ui';
import { useShellServices } from '../shell-services';
import { ShellContextProvider } from './ShellContextProvider';
import { OfflinePage } from '../../online/components/OfflinePage';
import { registerServiceWorker } from '../register-service-worker';
import { ShellRoutes } from '../../routing/ShellRoutes';
import { IntroGate } from '../../intro/IntroGate';

// What only a failed start or a new version shows loads when it is needed, not with the first screen.
const StartupError = lazy(() => import('./StartupError').then((m) => ({ default: m.StartupError })));
const promptForUpdate = (activate: () => void) =>
  void import('../update-prompt')
    .then((m) => m.promptForUpdate(activate))
    .catch((error: unknown) => console.warn('the update prompt could not load', error));

const loading = (
  <Center mih="100vh">
    <Loader />
  </Center>
);

/** Loads the signed-in user; the app (router and screens) starts once it is there. */
export function CurrentUserGate() {
  const { loadUser, session, checkConnection } = useShellServices();
  const me = useQuery({
    queryKey: ['users', 'me'],
    queryFn: loadUser,
    retry: false,
    staleTime: Infinity,
  });

  useEffect(() => {
    if (me.data) registerServiceWorker(promptForUpdate);
  }, [me.data]);

  if (me.data) {
    return (
      <ShellContextProvider initialUser={me.data}>
        <BrowserRouter>
          <ShellRoutes />
        </BrowserRouter>
        {/* once per start, above whatever screen the app opens on */}
        <IntroGate />
      </ShellContextProvider>
    );
  }
  if (me.isError && isNetworkError(me.error)) {
    return (
      <OfflinePage
        onRetry={async () => {
          const reachable = await checkConnection();
          if (reachable) void me.refetch();
          return reachable;
        }}
      />
    );
  }
  if (me.isError) {
    return (
      <Suspense fallback={loading}>
        <StartupError
          messageKey={errorMessageKey(me.error)}
          onRetry={() => void me.refetch()}
          onLogout={() => void session.logout()}
        />
      </Suspense>
    );
  }
  return loading;
}
