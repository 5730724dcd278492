import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { presetKey, type Purchase } from '@agecheck/contracts';

/**
 * The outcome of a test: respected, not respected, or the special reason it was completed with (outlined in
 * the dark shades, which keep the contrast the accessibility checks ask for). A badge is as wide as its text:
 * Mantine's may shrink with a narrow table column and cut the text.
 */
export function OutcomeBadge({ purchase }: { purchase: Purchase }) {
  const { t } = useTranslation(['admin', 'common']);
  if (purchase.specialReason)
    return (
      <Badge color="dark" variant="outline" miw="max-content">
        {t(`common:${presetKey.specialReason(purchase.specialReason)}`)}
      </Badge>
    );
  return purchase.regulationsRespected === false ? (
    <Badge color="red.9" variant="outline" miw="max-content">
      {t('admin:control.outcome.notRespected')}
    </Badge>
  ) : (
    <Badge color="teal.9" variant="outline" miw="max-content">
      {t('admin:control.outcome.respected')}
    </Badge>
  );
}
