import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  FileInput,
  Group,
  List,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  isStoreType,
  STORE_TYPES,
  storeImportResultSchema,
  type StoreImportEntry,
  type StoreType,
} from '@agecheck/contracts';
import { errorMessageKey, isApiError, notify, PageHeader, saveFile } from '@agecheck/ui';
import { DateField } from '@agecheck/ui/date-field';
import { JobProgress } from '@agecheck/ui/job-progress';
import { sprintKeys, useRounds } from '../../sprints/sprints.api';
import { useDownloadTemplate, useStartStoreImport } from '../store-import.api';

type ImportForm = {
  mode: 'new' | 'update';
  type: string;
  workbook: File | null;
  name: string;
  start: string;
  end: string;
  sprintListID: string | null;
  onlyStores: boolean;
};

/** 'Es ist ein Fehler aufgetreten: {status or text}' (back-office spec, section 8) for a refused start. */
function useFailureText() {
  const { t } = useTranslation(['admin', 'common']);
  return (error: unknown) => {
    const key = errorMessageKey(error);
    const reason =
      key !== 'util.error'
        ? t(`common:${key}`)
        : isApiError(error)
          ? String(error.status)
          : error instanceof Error
            ? error.message
            : String(error);
    return t('admin:import.failed', { reason });
  };
}

function EntryList({
  title,
  entries,
  testId,
}: {
  title: string;
  entries: StoreImportEntry[];
  testId: string;
}) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap={4} data-testid={testId}>
      <Text fw={600} size="sm">
        {title} ({entries.length})
      </Text>
      {entries.length ? (
        <List size="sm">
          {entries.map((entry) => (
            <List.Item key={entry.vst}>{t('import.entry', entry)}</List.Item>
          ))}
        </List>
      ) : (
        <Text size="sm" c="dimmed">
          {t('import.none')}
        </Text>
      )}
    </Stack>
  );
}

/** The job's result: stores written and created, the round's changed and removed entries. */
function ImportResult({ result }: { result: unknown }) {
  const { t } = useTranslation('admin');
  const parsed = storeImportResultSchema.safeParse(result);
  if (!parsed.success) return null;
  const { updated, created, entries, updatedEntries, removedEntries, sprintListID, toGeocode } = parsed.data;
  return (
    <Stack gap="sm" data-testid="import-result">
      <Text>{t('import.stores', { updated, created })}</Text>
      {sprintListID ? <Text>{t('import.entries', { count: entries })}</Text> : null}
      {toGeocode > 0 ? <Text>{t('import.toGeocode', { count: toGeocode })}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <EntryList title={t('import.updatedEntries')} entries={updatedEntries} testId="import-updated" />
        <EntryList title={t('import.removedEntries')} entries={removedEntries} testId="import-removed" />
      </SimpleGrid>
      {sprintListID ? (
        <Group>
          <Button component={Link} to="/admin/sprints" variant="light">
            {t('import.toRounds')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * /admin/import (back-office spec, section 2 "Import", section 7; planung): an Excel workbook of stores as a
 * new round or the update of one, or the stores only; the import runs as a job whose progress and result
 * (or the sheet's faults) are shown; the template workbook can be downloaded.
 */
export function StoreImportPage() {
  const { t } = useTranslation(['admin', 'common']);
  const rounds = useRounds(false);
  const queryClient = useQueryClient();
  const start = useStartStoreImport();
  const template = useDownloadTemplate();
  const failureText = useFailureText();
  const [jobId, setJobId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<ImportForm>({
    initialValues: {
      mode: 'new',
      type: '',
      workbook: null,
      name: '',
      start: '',
      end: '',
      sprintListID: null,
      onlyStores: false,
    },
    validate: {
      type: (value) => (isStoreType(value) ? null : t('admin:import.typeErr')),
      workbook: (value) => (value ? null : t('common:jobs.storeImport.noFile')),
      name: (value, values) =>
        values.onlyStores || values.mode === 'update' || value.trim()
          ? null
          : t('common:jobs.storeImport.noName'),
      start: (value, values) =>
        values.onlyStores || values.mode === 'update' || value ? null : t('common:jobs.storeImport.noPeriod'),
      end: (value, values) =>
        values.onlyStores || values.mode === 'update'
          ? null
          : !value
            ? t('common:jobs.storeImport.noPeriod')
            : values.start && value < values.start
              ? t('common:jobs.storeImport.endBeforeStart')
              : null,
      sprintListID: (value, values) =>
        values.onlyStores || values.mode === 'new' || value ? null : t('common:jobs.storeImport.noRound'),
    },
  });
  const { values } = form;
  const update = values.mode === 'update';

  const submit = form.onSubmit((entered) => {
    setFailure(null);
    setJobId(null);
    const isUpdate = entered.mode === 'update';
    start.mutate(
      {
        workbook: entered.workbook as File,
        type: entered.type as StoreType,
        start: {
          onlyStores: entered.onlyStores,
          isUpdate,
          ...(isUpdate
            ? { sprintListID: entered.sprintListID ?? undefined }
            : { name: entered.name.trim(), start: entered.start, end: entered.end }),
        },
      },
      {
        onSuccess: ({ jobId: started }) => setJobId(started),
        onError: (error) => setFailure(failureText(error)),
      },
    );
  });

  const downloadTemplate = () =>
    template.mutate(undefined, {
      onSuccess: (file) => saveFile(file, 'Filialen-Vorlage.xlsx'),
      onError: (error) => notify({ color: 'red', message: failureText(error) }),
    });

  return (
    <Stack>
      <PageHeader
        title={t('admin:import.title')}
        description={t('admin:import.description')}
        actions={
          <Button variant="default" loading={template.isPending} onClick={downloadTemplate}>
            {t('admin:import.template')}
          </Button>
        }
      />
      <form onSubmit={submit} noValidate>
        <Paper withBorder radius="md" p="md">
          <Stack>
            <SegmentedControl
              aria-label={t('admin:import.mode')}
              data={[
                { value: 'new', label: t('admin:import.new') },
                { value: 'update', label: t('admin:import.update') },
              ]}
              {...form.getInputProps('mode')}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Autocomplete
                label={t('admin:import.type')}
                description={t('admin:import.typeHint')}
                withAsterisk
                data={[...STORE_TYPES]}
                {...form.getInputProps('type')}
              />
              <FileInput
                label={t('admin:import.file')}
                description={t('admin:import.fileHint')}
                withAsterisk
                accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                {...form.getInputProps('workbook')}
              />
            </SimpleGrid>
            {update ? (
              <Select
                label={t('admin:import.round')}
                withAsterisk={!values.onlyStores}
                searchable
                disabled={rounds.isPending}
                error={rounds.isError ? t('common:util.loadError') : undefined}
                data={(rounds.data ?? []).map((round) => ({ value: round.sprintListID, label: round.name }))}
                {...form.getInputProps('sprintListID')}
              />
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                <TextInput
                  label={t('admin:import.name')}
                  withAsterisk={!values.onlyStores}
                  {...form.getInputProps('name')}
                />
                <DateField
                  label={t('admin:import.startDate')}
                  withAsterisk={!values.onlyStores}
                  {...form.getInputProps('start')}
                  onChange={(value) => form.setFieldValue('start', value ?? '')}
                />
                <DateField
                  label={t('admin:import.endDate')}
                  withAsterisk={!values.onlyStores}
                  {...form.getInputProps('end')}
                  onChange={(value) => form.setFieldValue('end', value ?? '')}
                />
              </SimpleGrid>
            )}
            <Checkbox
              label={t('admin:import.onlyStores')}
              description={t('admin:import.onlyStoresHint')}
              {...form.getInputProps('onlyStores', { type: 'checkbox' })}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={start.isPending}>
                {t('admin:import.submit')}
              </Button>
            </Group>
          </Stack>
        </Paper>
      </form>
      {failure ? (
        <Alert color="red" variant="light" role="alert">
          {failure}
        </Alert>
      ) : null}
      {jobId ? (
        <Paper withBorder radius="md" p="md">
          <Stack gap="sm">
            <Title order={3} size="h4">
              {t('admin:import.progress')}
            </Title>
            <JobProgress
              key={jobId}
              jobId={jobId}
              // the rounds screen and the round choice show the round the import wrote
              onEnd={() => void queryClient.invalidateQueries({ queryKey: sprintKeys.all })}
              renderResult={(result) => <ImportResult result={result} />}
            />
          </Stack>
        </Paper>
      ) : null}
    </Stack>
  );
}
