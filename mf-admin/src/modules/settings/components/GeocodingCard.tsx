import { useState } from 'react';
import { Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { geocodingResultSchema, type GeocodingCounts, type GeocodingFailedStore } from '@agecheck/contracts';
import { errorMessageKey, LoadState, notify } from '@agecheck/ui';
import { JobProgress } from '@agecheck/ui/job-progress';
import { useGeocodingCounts, useStartGeocoding } from '../settings.api';

function Counters({
  counts,
}: {
  counts: Partial<Record<'successful' | 'failed', number>> & GeocodingCounts;
}) {
  const { t } = useTranslation('admin');
  const shown = [
    ['successful', counts.successful],
    ['failed', counts.failed],
    ['toGeocode', counts.toGeocode],
    ['stores', counts.stores],
  ] as const;
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} data-testid="geocoding-counters">
      {shown.map(([key, value]) => (
        <Stack key={key} gap={0}>
          <Text size="xs" c="dimmed">
            {t(`settings.geocoding.${key}`)}
          </Text>
          <Text fw={600} aria-label={t(`settings.geocoding.${key}`)}>
            {value ?? '–'}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}

/** The stores a run found no position for, each with its reason (issue 17). */
function FailedStores({ stores }: { stores: readonly GeocodingFailedStore[] }) {
  const { t } = useTranslation(['admin', 'common']);
  if (stores.length === 0) return null;
  return (
    <Stack gap={4} data-testid="geocoding-failed">
      <Text size="sm" fw={600}>
        {t('admin:settings.geocoding.failedStores')}
      </Text>
      <List size="sm">
        {stores.map((store) => (
          <List.Item key={store.storeID}>
            {t('admin:settings.geocoding.failedStore', {
              vst: store.vst,
              name: store.name,
              reason: t(`common:geocoding.failed.${store.reason}`),
            })}
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

/**
 * The geocoding action of the settings page (back-office spec, section 2, "Settings": "store geocoding with
 * counters successful, failed, toGeocode and stores"): the counters now, the start, the job's progress and
 * its result.
 */
export function GeocodingCard() {
  const { t } = useTranslation(['admin', 'common']);
  const counts = useGeocodingCounts();
  const start = useStartGeocoding();
  const [jobId, setJobId] = useState<string | null>(null);

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Stack gap={2}>
            <Title order={3} size="h4">
              {t('settings.geocoding.title')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('settings.geocoding.description')}
            </Text>
          </Stack>
          <Button
            loading={start.isPending}
            onClick={() =>
              start.mutate(undefined, {
                onSuccess: ({ jobId: started }) => {
                  setJobId(started);
                  notify({ color: 'green', message: t('settings.geocoding.started') });
                },
                onError: (error) =>
                  notify({ color: 'red', message: t(errorMessageKey(error), { ns: 'common' }) }),
              })
            }
          >
            {t('settings.geocoding.start')}
          </Button>
        </Group>
        {counts.isPending || counts.isError ? (
          <LoadState error={counts.error} onRetry={() => void counts.refetch()} />
        ) : !jobId ? (
          <Counters counts={counts.data} />
        ) : null}
        {jobId ? (
          <JobProgress
            key={jobId}
            jobId={jobId}
            onEnd={() => void counts.refetch()}
            renderResult={(result) => {
              const parsed = geocodingResultSchema.safeParse(result);
              return parsed.success ? (
                <Stack gap="sm">
                  <Counters counts={parsed.data} />
                  <FailedStores stores={parsed.data.failedStores} />
                </Stack>
              ) : null;
            }}
          />
        ) : null}
      </Stack>
    </Paper>
  );
}
