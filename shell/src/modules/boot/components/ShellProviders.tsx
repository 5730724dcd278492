import { lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@agecheck/i18n';
import { notificationsRequested } from '@agecheck/ui';
import { cssVariablesResolver, shellTheme } from '../theme';

// The toasts' container (with Mantine's transitions) loads with the first toast, not with the first screen.
const Notifications = lazy(() =>
  import('@mantine/notifications').then((module) => ({ default: module.Notifications })),
);

type Props = { queryClient: QueryClient; children: ReactNode };

/** Mantine, notifications (toasts of the shell and the remotes), TanStack Query and i18next. */
export function ShellProviders({ queryClient, children }: Props) {
  const { t } = useTranslation(undefined, { i18n });
  const closeLabel = t('util.close');
  const theme = useMemo(() => shellTheme(closeLabel), [closeLabel]);
  const toasts = useSyncExternalStore(notificationsRequested.subscribe, notificationsRequested.get);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {toasts ? (
        <Suspense fallback={null}>
          <Notifications position="top-center" autoClose={4000} />
        </Suspense>
      ) : null}
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
