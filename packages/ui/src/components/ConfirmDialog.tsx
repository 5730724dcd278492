import type { ReactNode } from 'react';
import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  opened: boolean;
  title?: ReactNode;
  message: ReactNode;
  /** Label of the confirming button; "Löschen" by default. */
  confirmLabel?: ReactNode;
  /** True for destructive actions (red button). */
  danger?: boolean;
  /** While the confirmed action runs: the button spins and the dialog stays open. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action that cannot be undone, such as a delete. */
export function ConfirmDialog({
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
