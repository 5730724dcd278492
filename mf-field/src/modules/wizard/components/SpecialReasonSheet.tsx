import { Button, Drawer, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SPECIAL_REASONS, presetKey, type SpecialReason } from '@agecheck/contracts';
import { useMessage } from '../../../i18n/use-message';

type Props = { opened: boolean; onClose: () => void; onChoose: (reason: SpecialReason) => void };

/**
 * The bottom sheet of special reasons (field-app spec, sections 2 and 4): a reason chosen here finishes the
 * purchase at once, neither done nor delayed.
 */
export function SpecialReasonSheet({ opened, onClose, onChoose }: Props) {
  const { t } = useTranslation('field');
  const text = useMessage();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      size="auto"
      title={t('purchase.special.title')}
    >
      <Stack gap="xs" pb="md">
        <Text size="sm" c="dimmed">
          {t('purchase.special.hint')}
        </Text>
        {SPECIAL_REASONS.map((reason) => (
          <Button key={reason} variant="light" fullWidth onClick={() => onChoose(reason)}>
            {text(presetKey.specialReason(reason))}
          </Button>
        ))}
      </Stack>
    </Drawer>
  );
}
