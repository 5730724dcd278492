import { useEffect } from 'react';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { errorMessageKey, isNetworkError } from '@agecheck/ui';
import { useShellServices } from '../shell-services';
import { ShellContextProvider } from './ShellContextProvider';
import { StartupError } from './StartupError';
import { OfflinePage } from '../../online/components/OfflinePage';
import { registerServiceWorker } from '../register-service-worker';
import { promptForUpdate } from '../update-prompt';
import { ShellRoutes } from '../../routing/ShellRoutes';

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
      <StartupError
        messageKey={errorMessageKey(me.error)}
        onRetry={() => void me.refetch()}
        onLogout={() => void session.logout()}
      />
    );
  }
  return (
    <Center mih="100vh">
      <Loader />
    </Center>
  );
}
