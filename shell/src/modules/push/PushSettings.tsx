import { useEffect, useState } from 'react';
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PushState } from '@agecheck/contracts';
import { errorMessageKey, notify, useShell } from '@agecheck/ui';
import { askForPush, supportsPush } from './ask-push';
import { fetchPushState } from './push.api';

const STATE_KEYS = {
  subscribed: 'settings.pushSubscribed',
  refused: 'settings.pushRefused',
  error: 'settings.pushError',
  none: 'settings.pushNone',
} as const;

/**
 * The notifications card of /settings (checklist D.9, decision D-C15): what the server holds for the user and
 * the button that asks (never the page load itself).
 */
export function PushSettings() {
  const { t } = useTranslation();
  const { api, user } = useShell();
  const [state, setState] = useState<PushState | null>(null);
  const [asking, setAsking] = useState(false);
  const blocked = supportsPush() && Notification.permission === 'denied';

  useEffect(() => {
    let active = true;
    fetchPushState(api, user._id).then(
      (found) => active && setState(found),
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [api, user._id]);

  const ask = async () => {
    setAsking(true);
    try {
      setState(await askForPush(api, user._id));
    } catch (error) {
      notify({ color: 'red', message: t(errorMessageKey(error)) });
    } finally {
      setAsking(false);
    }
  };

  return (
    <Card withBorder radius="md" padding="lg" data-testid="settings-push">
      <Stack gap="sm" align="flex-start">
        <Title order={4}>{t('settings.push')}</Title>
        <Text size="sm" c="dimmed">
          {t('settings.pushHint')}
        </Text>
        {state ? (
          <Text size="sm" role="status" data-testid="settings-push-state" data-state={state.status}>
            {t(STATE_KEYS[state.status], { count: state.devices })}
          </Text>
        ) : null}
        {blocked ? (
          <Text size="sm" c="orange.9">
            {t('settings.pushBlocked')}
          </Text>
        ) : null}
        <Button variant="light" loading={asking} onClick={() => void ask()} data-testid="settings-push-ask">
          {t('settings.pushAsk')}
        </Button>
      </Stack>
    </Card>
  );
}
