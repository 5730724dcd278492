import { useState } from 'react';
import { Button, Grid, Select, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGUAGES, STORE_TYPES, type Instruction } from '@agecheck/contracts';
import { EmptyState, IconPlus, LoadState, PageHeader } from '@agecheck/ui';
import { useAllInstructions, useDeleteInstruction } from '../catalog.api';
import { DeleteEntryDialog } from './DeleteEntryDialog';
import { EntryActions } from './EntryActions';

/**
 * /admin/instruction (back-office spec, section 2, "Instructions"; planung): every store instruction by store
 * type and language, filtered by both; create, change (the create screen with the instruction) and delete.
 */
export function InstructionsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const navigate = useNavigate();
  const instructions = useAllInstructions();
  const remove = useDeleteInstruction();
  const [type, setType] = useState<string | null>(null);
  const [language, setLanguage] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Instruction | null>(null);
  const open = (id?: string) =>
    void navigate(`/admin/instruction/create${id ? `?instruction=${encodeURIComponent(id)}` : ''}`);
  const shown = (instructions.data ?? []).filter(
    (entry) => (!type || entry.type === type) && (!language || entry.language === language),
  );
  const label = (entry: Instruction) => `${entry.type} (${entry.language})`;

  return (
    <Stack>
      <PageHeader
        title={t('admin:catalog.instruction.title')}
        description={t('admin:catalog.instruction.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => open()}>
            {t('admin:catalog.instruction.new')}
          </Button>
        }
      />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('admin:catalog.instruction.type')}
            placeholder={t('common:util.all')}
            clearable
            searchable
            data={[...STORE_TYPES]}
            value={type}
            onChange={setType}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Select
            label={t('admin:catalog.instruction.language')}
            placeholder={t('common:util.all')}
            clearable
            data={LANGUAGES.map((lang) => ({ value: lang, label: t(`common:lang.${lang}`) }))}
            value={language}
            onChange={setLanguage}
          />
        </Grid.Col>
      </Grid>
      {instructions.isPending || instructions.isError ? (
        <LoadState error={instructions.error} onRetry={() => void instructions.refetch()} />
      ) : shown.length === 0 ? (
        <EmptyState title={t('admin:catalog.instruction.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admin:catalog.instruction.type')}</Table.Th>
                <Table.Th>{t('admin:catalog.instruction.language')}</Table.Th>
                <Table.Th>{t('admin:catalog.instruction.content')}</Table.Th>
                <Table.Th aria-label={t('common:util.actions')} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {shown.map((entry) => (
                <Table.Tr key={entry._id} data-testid="instruction-row">
                  <Table.Td>{entry.type}</Table.Td>
                  <Table.Td>{t(`common:lang.${entry.language}`)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={2} style={{ whiteSpace: 'pre-line' }}>
                      {entry.content}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <EntryActions
                      name={label(entry)}
                      onEdit={() => open(entry._id)}
                      onDelete={() => setToDelete(entry)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <DeleteEntryDialog
        entry={toDelete ? { id: toDelete._id, name: label(toDelete) } : null}
        remove={remove}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}
