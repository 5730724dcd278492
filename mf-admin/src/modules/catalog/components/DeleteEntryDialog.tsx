import type { UseMutationResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, notify } from '@agecheck/ui';
import { useMessageText } from '../catalog-text';

type Props = {
  /** The entry to delete, named as the list shows it; null while none is asked about. */
  entry: { id: string; name: string } | null;
  remove: UseMutationResult<unknown, Error, string>;
  onClose: () => void;
};

/** Asks before deleting an article, category or instruction, then says how it went. */
export function DeleteEntryDialog({ entry, remove, onClose }: Props) {
  const { t } = useTranslation('common');
  const { errorText } = useMessageText();
  return (
    <ConfirmDialog
      opened={entry !== null}
      title={entry?.name}
      message={t('util.deleteQ')}
      loading={remove.isPending}
      onCancel={onClose}
      onConfirm={() => {
        if (!entry) return;
        remove.mutate(entry.id, {
          onSuccess: () => notify({ color: 'green', message: t('util.deleted') }),
          onError: (error) => notify({ color: 'red', message: errorText(error) }),
          onSettled: onClose,
        });
      }}
    />
  );
}
