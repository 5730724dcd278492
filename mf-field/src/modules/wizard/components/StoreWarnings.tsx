import { Alert, Checkbox, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PurchaseWarning } from '@agecheck/contracts';
import { IconAlert } from '@agecheck/ui';
import { useMessage } from '../../../i18n/use-message';

type Props = {
  warnings: readonly PurchaseWarning[];
  overridden: readonly PurchaseWarning[];
  onChange: (overridden: PurchaseWarning[]) => void;
};

/**
 * The warnings in the wizard (field-app spec, sections 5 and 8; tester protection, issue 7), each with its
 * override checkbox: the tester confirms having seen it and goes on.
 */
export function StoreWarnings({ warnings, overridden, onChange }: Props) {
  const { t } = useTranslation('field');
  const text = useMessage();
  if (warnings.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      icon={<IconAlert />}
      title={t('purchase.warning.title')}
      data-testid="store-warnings"
    >
      <Stack gap="xs">
        {warnings.map((warning) => (
          <Stack key={warning} gap={4} data-testid={`warning-${warning}`}>
            <Text size="sm">{text(`purchase.error.${warning}`)}</Text>
            <Checkbox
              size="sm"
              label={t('purchase.warning.override')}
              checked={overridden.includes(warning)}
              onChange={(event) =>
                onChange(
                  event.currentTarget.checked
                    ? [...overridden, warning]
                    : overridden.filter((seen) => seen !== warning),
                )
              }
            />
          </Stack>
        ))}
      </Stack>
    </Alert>
  );
}
