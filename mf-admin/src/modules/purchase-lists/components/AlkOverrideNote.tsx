import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '@agecheck/ui';

/** The note of back-office spec, section 2: "an alcohol test was replaced by a tobacco or lottery test". */
export function AlkOverrideNote() {
  const { t } = useTranslation('admin');
  return (
    <Group gap={6} wrap="nowrap">
      <IconAlert size={16} />
      <Text size="sm" fw={500}>
        {t('purchases.alkOverride')}
      </Text>
    </Group>
  );
}
