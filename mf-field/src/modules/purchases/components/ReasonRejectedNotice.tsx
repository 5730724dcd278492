import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { presetKey, type Purchase } from '@agecheck/contracts';
import { formatDateTime } from '@agecheck/ui';
import { useMessage } from '../../../i18n/use-message';
import { pendingRejection } from '../reason-rejected';

/**
 * Above the wizard of a purchase whose special reason control rejected (decision 0026): which reason, the
 * planner's notice, who and when, and what to do now.
 */
export function ReasonRejectedNotice({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation('field');
  const text = useMessage();
  const rejection = pendingRejection(purchase);
  if (!rejection) return null;
  return (
    <Alert
      color="orange"
      data-testid="reason-rejected"
      title={t('purchase.reasonRejected.title', {
        reason: text(presetKey.specialReason(rejection.specialReason)),
      })}
    >
      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
        {rejection.notice}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {t('purchase.reasonRejected.by', { name: rejection.by.name, at: formatDateTime(rejection.at) })}
      </Text>
      <Text size="sm" mt="xs">
        {t('purchase.reasonRejected.hint')}
      </Text>
    </Alert>
  );
}
