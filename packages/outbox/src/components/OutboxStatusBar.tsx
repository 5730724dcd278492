import { lazy, Suspense, useState } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useOnceTrue } from '@agecheck/ui';
import { getSender } from '../page-sender';
import { useOutboxStatus } from '../use-outbox-status';
import { formatRetryTime, formatSendTime } from './format-time';
import type { RefusedReportsProps } from './RefusedReports';

// The list of refused reports (a modal) loads when it is first opened.
const RefusedReports = lazy(() => import('./RefusedReports').then((m) => ({ default: m.RefusedReports })));

/** Why the reports wait (issue 17, item 11): no answer, or the server's status, and when the next try is. */
function retryText(
  reason: NonNullable<ReturnType<typeof useOutboxStatus>['reason']>,
  language: string,
  t: TFunction,
): string {
  const time = formatRetryTime(reason.retryAt ?? Date.now(), language);
  return reason.error.status === undefined
    ? t('outbox.retryNoAnswer', { time })
    : t('outbox.retryStatus', { status: reason.error.status, time });
}

type Props = {
  userId: string;
  /** Goes to the login (the shell context's `signIn`); shown when the queue waits for a login. */
  onSignIn: () => void;
} & Pick<RefusedReportsProps, 'onOpen' | 'messageNamespaces'>;

/**
 * The outbox as the user sees it (OFFLINE.md, point 10; issue 7: "a visible count of waiting reports and
 * the time of the last send"): waiting reports, refused ones (tapping their count lists them with what can be
 * done), the last send, "send now", and the login the queue waits for.
 */
export function OutboxStatusBar({ userId, onSignIn, onOpen, messageNamespaces }: Props) {
  const { t, i18n } = useTranslation();
  const status = useOutboxStatus(userId);
  const [refusedShown, setRefusedShown] = useState(false);
  const refusedLoaded = useOnceTrue(refusedShown);
  const showRefused = () => setRefusedShown(true);
  const lastSent =
    status.lastSentAt === undefined
      ? t('outbox.neverSent')
      : t('outbox.lastSent', { time: formatSendTime(status.lastSentAt, i18n.language) });
  const color = status.phase === 'loginNeeded' || status.needsAttention > 0 ? 'orange' : 'blue';

  if (!status.loaded) return null;
  // The list stays mounted when its last report goes, so that it closes (and its confirmation) as usual.
  const refusedList = refusedLoaded ? (
    <Suspense fallback={null}>
      <RefusedReports
        userId={userId}
        opened={refusedShown}
        onClose={() => setRefusedShown(false)}
        onOpen={
          onOpen &&
          ((report) => {
            setRefusedShown(false);
            onOpen(report);
          })
        }
        messageNamespaces={messageNamespaces}
      />
    </Suspense>
  ) : null;
  if (status.waiting === 0 && status.needsAttention === 0) {
    return (
      <>
        <Text size="sm" c="dimmed" data-testid="outbox-status">
          {status.lastSentAt === undefined
            ? t('outbox.nothingWaiting')
            : `${t('outbox.allSent')} ${lastSent}`}
        </Text>
        {refusedList}
      </>
    );
  }
  return (
    <>
      <Alert color={color} data-testid="outbox-status" role="status">
        <Stack gap={4}>
          {status.waiting > 0 ? (
            <Text size="sm">{t('outbox.waiting', { count: status.waiting })}</Text>
          ) : null}
          {status.needsAttention > 0 ? (
            <Anchor component="button" type="button" size="sm" ta="left" onClick={showRefused}>
              {t('outbox.needsAttention', { count: status.needsAttention })}
            </Anchor>
          ) : null}
          {status.phase === 'loginNeeded' ? <Text size="sm">{t('outbox.loginNeeded')}</Text> : null}
          {status.phase !== 'loginNeeded' && status.waiting > 0 && status.reason ? (
            <Text size="sm" data-testid="outbox-reason">
              {retryText(status.reason, i18n.language, t)}
            </Text>
          ) : null}
          {status.phase === 'retrying' && !navigator.onLine ? (
            <Text size="sm">{t('outbox.openWithSignal')}</Text>
          ) : null}
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
      {refusedList}
    </>
  );
}
