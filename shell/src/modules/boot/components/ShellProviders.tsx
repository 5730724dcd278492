import { useMemo, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@agecheck/i18n';
import { cssVariablesResolver, shellTheme } from '../theme';

type Props = { queryClient: QueryClient; children: ReactNode };

/** Mantine, notifications (toasts of the shell and the remotes), TanStack Query and i18next. */
export function ShellProviders({ queryClient, children }: Props) {
  const { t } = useTranslation(undefined, { i18n });
  const closeLabel = t('util.close');
  const theme = useMemo(() => shellTheme(closeLabel), [closeLabel]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      <Notifications position="top-center" autoClose={4000} />
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
