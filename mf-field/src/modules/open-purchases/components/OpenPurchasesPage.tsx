import { lazy, Suspense } from 'react';
import { Badge, Button, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { SPRINT_TEST_TYPES, type SprintEntry } from '@agecheck/contracts';
import {
  EmptyState,
  errorMessageKey,
  formatDate,
  isNotFound,
  LoadState,
  notify,
  PageHeader,
  saveFile,
} from '@agecheck/ui';
import { useOpenEntries, useOpenExport } from '../open-purchases.api';

const StoreMap = lazy(() =>
  import('../../stores/components/StoreMap').then((m) => ({ default: m.StoreMap })),
);

/** The name of the downloaded open list. */
const EXPORT_FILE_NAME = 'offene-testkaeufe.xlsx';

function EntryCard({ entry }: { entry: SprintEntry }) {
  const { t } = useTranslation('field');
  const navigate = useNavigate();
  return (
    <Paper withBorder radius="md" p="sm" data-testid="open-entry">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Stack gap={2} miw={0}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {entry.store.name} ({entry.vst})
          </Text>
          <Text size="sm" c="dimmed">
            {entry.store.street}, {entry.store.plz} {entry.store.city}
          </Text>
          <Text size="xs" c="dimmed">
            {entry.name} · {t('open.until', { date: formatDate(entry.end) })}
          </Text>
        </Stack>
        {/* the button keeps its width; the store's name and address wrap beside it */}
        <Button
          size="xs"
          style={{ flexShrink: 0 }}
          onClick={() => void navigate(`/purchases/detail?store=${encodeURIComponent(entry.storeID)}`)}
          aria-label={`${t('open.start')}: ${entry.store.name}`}
        >
          {t('open.start')}
        </Button>
      </Group>
      <Stack gap={4} mt="xs">
        {SPRINT_TEST_TYPES.filter((type) => entry.progress[type].target > 0).map((type) => {
          const { target, done } = entry.progress[type];
          return (
            <Group key={type} gap="xs" wrap="nowrap">
              <Badge variant="light" size="sm" w={90}>
                {t(`purchase.testType.${type}`)}
              </Badge>
              <Progress.Root style={{ flex: 1 }}>
                <Progress.Section
                  value={(Math.min(done, target) / target) * 100}
                  aria-label={t('open.progress', { type: t(`purchase.testType.${type}`), done, target })}
                />
              </Progress.Root>
              <Text size="xs" w={40} ta="right">
                {done}/{target}
              </Text>
            </Group>
          );
        })}
      </Stack>
    </Paper>
  );
}

/**
 * /purchases/open (field-app spec, section 2): the user's open assignments of the running rounds with the
 * progress per test type, a map of their stores and the Excel export of the list ('open_purchases.noPurchases'
 * when there is nothing to export).
 */
export function OpenPurchasesPage() {
  const { t } = useTranslation(['field', 'common']);
  const entries = useOpenEntries();
  const exportList = useOpenExport();

  const download = () => {
    if (entries.data?.length === 0) {
      notify({ color: 'yellow', message: t('field:open_purchases.noPurchases') });
      return;
    }
    exportList.mutate(undefined, {
      onSuccess: (file) => saveFile(file, EXPORT_FILE_NAME),
      onError: (error) =>
        notify({
          color: 'red',
          message: isNotFound(error)
            ? t('field:open_purchases.noPurchases')
            : t(`common:${errorMessageKey(error)}`),
        }),
    });
  };

  return (
    <Stack>
      <PageHeader
        title={t('field:open.title')}
        description={t('field:open.hint')}
        actions={
          <Button variant="light" onClick={download} loading={exportList.isPending}>
            {t('field:open.export')}
          </Button>
        }
      />
      {entries.isPending || entries.isError ? (
        <LoadState error={entries.error} onRetry={() => void entries.refetch()} />
      ) : entries.data.length === 0 ? (
        <EmptyState title={t('field:open_purchases.noPurchases')} />
      ) : (
        <>
          <Suspense fallback={null}>
            <StoreMap
              height={260}
              points={entries.data.map((entry) => ({
                name: entry.store.name,
                latitude: entry.store.latitude,
                longitude: entry.store.longitude,
              }))}
            />
          </Suspense>
          <Stack gap="xs">
            {entries.data.map((entry) => (
              <EntryCard key={entry._id} entry={entry} />
            ))}
          </Stack>
        </>
      )}
    </Stack>
  );
}
