import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Feedback } from '@agecheck/contracts';
import { EmptyState, formatDateTime, LoadState, notify, PageHeader } from '@agecheck/ui';
import { useCompleteFeedback, useFeedbacks } from '../catalog.api';
import { useMessageText } from '../catalog-text';

/**
 * /admin/feedbacks (back-office spec, section 2, "Feedbacks"; planung): the test buyers' feedbacks on stores,
 * newest first, with short and detail text, the store and the author; "done" removes one.
 */
export function FeedbacksPage() {
  const { t } = useTranslation(['admin', 'common']);
  const feedbacks = useFeedbacks();
  const complete = useCompleteFeedback();
  const { errorText } = useMessageText();

  const done = (feedback: Feedback) =>
    complete.mutate(feedback._id, {
      onSuccess: () => notify({ color: 'green', message: t('admin:catalog.feedback.doneToast') }),
      onError: (error) => notify({ color: 'red', message: errorText(error) }),
    });

  return (
    <Stack>
      <PageHeader
        title={t('admin:catalog.feedback.title')}
        description={t('admin:catalog.feedback.description')}
      />
      {feedbacks.isPending || feedbacks.isError ? (
        <LoadState error={feedbacks.error} onRetry={() => void feedbacks.refetch()} />
      ) : feedbacks.data.length === 0 ? (
        <EmptyState title={t('admin:catalog.feedback.empty')} />
      ) : (
        feedbacks.data.map((feedback) => (
          <Paper key={feedback._id} withBorder radius="md" p="md" component="article" data-testid="feedback">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4}>
                <Text fw={600}>{feedback.short}</Text>
                <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                  {feedback.detail}
                </Text>
                <Text size="xs" c="dimmed">
                  {[
                    feedback.store
                      ? `${feedback.store.vst} ${feedback.store.name}, ${feedback.store.city} (${feedback.store.type})`
                      : feedback.storeID,
                    feedback.userName ?? feedback.userID,
                    formatDateTime(feedback.createdAt),
                  ].join(' · ')}
                </Text>
              </Stack>
              <Button
                variant="light"
                onClick={() => done(feedback)}
                loading={complete.isPending && complete.variables === feedback._id}
                aria-label={`${t('admin:catalog.feedback.done')}: ${feedback.short}`}
              >
                {t('admin:catalog.feedback.done')}
              </Button>
            </Group>
          </Paper>
        ))
      )}
    </Stack>
  );
}
