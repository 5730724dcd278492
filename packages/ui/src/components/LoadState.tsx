import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../api/api-error';
import { IconAlert } from './icons';

export type LoadStateProps = {
  /** The failure of the load, if it failed; a spinner otherwise. */
  error?: unknown;
  onRetry?: () => void;
};

/** A list or record still loading, or failed to load ('Fehler beim Laden.' with the server's reason). */
export function LoadState({ error, onRetry }: LoadStateProps) {
  const { t } = useTranslation('common');
  if (!error) {
    return (
      <Center py="xl" role="status" aria-label={t('app.loading')}>
        <Loader />
      </Center>
    );
  }
  const key = errorMessageKey(error);
  return (
    <Alert color="red" variant="light" icon={<IconAlert />} title={t('util.loadError')}>
      <Stack gap="xs" align="flex-start">
        {key !== 'util.error' ? <Text size="sm">{t(key)}</Text> : null}
        {onRetry ? (
          <Button size="xs" variant="light" color="red" onClick={onRetry}>
            {t('util.retry')}
          </Button>
        ) : null}
      </Stack>
    </Alert>
  );
}
