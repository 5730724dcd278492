import { useState, type ReactNode } from 'react';
import { Button, Group, Modal, Stack, type ModalProps } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';

export type EditDialogProps = {
  title: string;
  /** The form's fields. */
  children: ReactNode;
  saving: boolean;
  onSubmit: () => void;
  onClose: () => void;
  size?: ModalProps['size'];
  /** False while nothing was changed: closing then needs no question. */
  dirty?: boolean;
};

/**
 * An edit dialog of the back office: closing it by escape, the close button or "Abbrechen" asks 'Wollen Sie
 * die Bearbeitung abbrechen?' first (back-office spec, section 2, "Dialogs").
 */
export function EditDialog({
  title,
  children,
  saving,
  onSubmit,
  onClose,
  size = 'lg',
  dirty = true,
}: EditDialogProps) {
  const { t } = useTranslation('common');
  const [asking, setAsking] = useState(false);
  const ask = () => (dirty ? setAsking(true) : onClose());
  // Escape asks wherever the focus is: after the question is answered 'Abbrechen' the focus is on the page,
  // where the modal's own handler (on its content) would not hear it. While the question is open, escape is
  // the question's.
  useWindowEvent('keydown', (event) => {
    if (event.key === 'Escape' && !asking) ask();
  });
  return (
    <>
      <Modal opened onClose={ask} title={title} size={size} closeOnEscape={false} closeOnClickOutside={false}>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack>
            {children}
            <Group justify="flex-end">
              <Button variant="default" onClick={ask}>
                {t('util.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {t('util.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
      <ConfirmDialog
        opened={asking}
        message={t('util.cancelEdit')}
        confirmLabel={t('util.yes')}
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
