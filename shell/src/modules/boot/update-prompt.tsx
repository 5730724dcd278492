import { Button, Stack, Text } from '@mantine/core';
import { i18n } from '@agecheck/i18n';
import { holdsUnsentReports } from './register-service-worker';
import { notify, updateNotification } from '@agecheck/ui';

const NOTIFICATION_ID = 'service-worker-update';

/**
 * Offers a waiting new version (OFFLINE.md, point 9: a prompt, never an automatic reload). While a draft or
 * a queued report exists the reload is refused with a word why; the version stays waiting.
 */
export function promptForUpdate(activate: () => void): void {
  const reload = async () => {
    if (await holdsUnsentReports()) {
      updateNotification({
        id: NOTIFICATION_ID,
        message: i18n.t('outbox.updateWaits'),
        autoClose: 6000,
      });
      return;
    }
    activate();
  };
  notify({
    id: NOTIFICATION_ID,
    autoClose: false,
    message: (
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{i18n.t('outbox.updateReady')}</Text>
        <Button size="xs" onClick={() => void reload()}>
          {i18n.t('outbox.updateReload')}
        </Button>
      </Stack>
    ),
  });
}
