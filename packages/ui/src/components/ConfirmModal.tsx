import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ConfirmDialogProps } from './ConfirmDialog';

/** The dialog of {@link ConfirmDialog}, in a module of its own: Modal's code loads when it is first opened. */
export function ConfirmModal({
  opened,
  title,
  message,
  confirmLabel,
  danger = true,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title={title ?? t('util.areYsure')}
      centered
      closeOnClickOutside={!loading}
    >
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel} disabled={loading}>
          {t('util.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading} data-autofocus>
          {confirmLabel ?? t('util.delete')}
        </Button>
      </Group>
    </Modal>
  );
}
