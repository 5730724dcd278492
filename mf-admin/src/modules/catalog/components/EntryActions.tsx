import { ActionIcon, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconEdit, IconTrash } from '@agecheck/ui';

type Props = { name: string; onEdit: () => void; onDelete: () => void };

/** Edit and delete of one row of the catalogue's lists, named for screen readers. */
export function EntryActions({ name, onEdit, onDelete }: Props) {
  const { t } = useTranslation('common');
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon variant="subtle" onClick={onEdit} aria-label={`${t('util.edit')}: ${name}`}>
        <IconEdit size={18} />
      </ActionIcon>
      <ActionIcon variant="subtle" color="red" onClick={onDelete} aria-label={`${t('util.delete')}: ${name}`}>
        <IconTrash size={18} />
      </ActionIcon>
    </Group>
  );
}
