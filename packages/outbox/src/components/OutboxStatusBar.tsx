import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { getSender } from '../page-sender';
import { useOutboxStatus } from '../use-outbox-status';

type Props = {
  userId: string;
  /** Goes to the login (the shell context's `signIn`); shown when the queue waits for a login. */
  onSignIn: () => void;
};

function formatTime(time: number, language: string): string {
  const sameDay = new Date(time).toDateString() === new Date().toDateString();
  return new Intl.DateTimeFormat(`${language}-CH`, {
    ...(sameDay ? {} : { dateStyle: 'short' }),
    timeStyle: 'short',
  }).format(time);
}

/**
 * The outbox as the user sees it (OFFLINE.md, point 10; issue 7: "a visible count of waiting reports and
 * the time of the last send"): waiting reports, refused ones, the last send, "send now", and the login
 * the queue waits for.
 */
export function OutboxStatusBar({ userId, onSignIn }: Props) {
  const { t, i18n } = useTranslation();
  const status = useOutboxStatus(userId);
  const lastSent =
    status.lastSentAt === undefined
      ? t('outbox.neverSent')
      : t('outbox.lastSent', { time: formatTime(status.lastSentAt, i18n.language) });
  const color = status.phase === 'loginNeeded' || status.needsAttention > 0 ? 'orange' : 'blue';

  if (!status.loaded) return null;
  if (status.waiting === 0 && status.needsAttention === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="outbox-status">
        {t('outbox.allSent')} {lastSent}
      </Text>
    );
  }
  return (
    <Alert color={color} data-testid="outbox-status" role="status">
      <Stack gap={4}>
        {status.waiting > 0 ? <Text size="sm">{t('outbox.waiting', { count: status.waiting })}</Text> : null}
        {status.needsAttention > 0 ? (
          <Text size="sm">{t('outbox.needsAttention', { count: status.needsAttention })}</Text>
        ) : null}
        {status.phase === 'loginNeeded' ? <Text size="sm">{t('outbox.loginNeeded')}</Text> : null}
        {status.phase === 'retrying' ? <Text size="sm">{t('outbox.openWithSignal')}</Text> : null}
        <Text size="sm" c="dimmed">
          {lastSent}
        </Text>
        <Group gap="xs">
          {status.phase === 'loginNeeded' ? (
            <Button size="xs" onClick={onSignIn}>
              {t('outbox.signIn')}
            </Button>
          ) : status.waiting > 0 ? (
            <Button
              size="xs"
              variant="light"
              loading={status.phase === 'sending'}
              onClick={() => void getSender()?.sendNow()}
            >
              {t('outbox.sendNow')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Alert>
  );
}
