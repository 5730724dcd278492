import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { presetKey, type Purchase } from '@agecheck/contracts';

/**
 * The outcome of a test: respected, not respected, or the special reason it was completed with (outlined in
 * the dark shades, which keep the contrast the accessibility checks ask for).
 */
export function OutcomeBadge({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation(['admin', 'common']);
  if (purchase.specialReason)
    return (
      <Badge color="dark" variant="outline">
        {t(`common:${presetKey.specialReason(purchase.specialReason)}`)}
      </Badge>
    );
  return purchase.regulationsRespected === false ? (
    <Badge color="red.9" variant="outline">
      {t('admin:control.outcome.notRespected')}
    </Badge>
  ) : (
    <Badge color="teal.9" variant="outline">
      {t('admin:control.outcome.respected')}
    </Badge>
  );
}
