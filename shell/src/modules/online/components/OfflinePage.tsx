import { useState } from 'react';
import { Button, Center, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconCloudOff, IconRefresh } from '@agecheck/ui';

type OfflinePageProps = {
  /** Asks the server again; resolves true when it answered. */
  onRetry: () => Promise<boolean>;
};

/** /offline (field-app spec, sections 2 and 8): the server could not be reached; a button tries again. */
export function OfflinePage({ onRetry }: OfflinePageProps) {
  const { t } = useTranslation();
  const [checking, setChecking] = useState(false);
  const [stillOffline, setStillOffline] = useState(false);

  const retry = async () => {
    setChecking(true);
    const reachable = await onRetry();
    setChecking(false);
    setStillOffline(!reachable);
  };

  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={460} w="100%" data-testid="offline-page">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconCloudOff size={30} />
          </ThemeIcon>
          <Title order={2}>{t('offline.title')}</Title>
          <Text>{t('offline.text')}</Text>
          {stillOffline ? (
            <Text c="red" size="sm" role="alert">
              {t('offline.stillOffline')}
            </Text>
          ) : null}
          <Button leftSection={<IconRefresh size={16} />} onClick={() => void retry()} loading={checking}>
            {t('offline.retry')}
          </Button>
        </Stack>
      </Paper>
    </Center>
  );
}
