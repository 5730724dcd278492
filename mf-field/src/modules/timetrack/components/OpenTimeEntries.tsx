import { Card, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useOpenTimetracks, useTimetrackCustomers, useTimetrackRegions } from '../timetrack.api';
import { timetrackListItem } from '../timetrack-list';

/** The dashboard's open time entries (`GET api/timetrack/getOpen`) of a test buyer or detective; hidden when none. */
export function OpenTimeEntries() {
  const { t } = useTranslation('field');
  const navigate = useNavigate();
  const open = useOpenTimetracks();
  const hasDetective = open.data?.some((record) => record.typ === 'detektiv') ?? false;
  const customers = useTimetrackCustomers(hasDetective);
  const regions = useTimetrackRegions(hasDetective);
  if (!open.data || open.data.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="dashboard-open-time">
      <Title order={4} mb="sm">
        {t('time.dashboardOpen', { count: open.data.length })}
      </Title>
      <Stack gap="xs">
        {open.data.map((record) => {
          const item = timetrackListItem(record, customers.data ?? [], regions.data ?? []);
          return (
            <UnstyledButton
              key={record._id}
              onClick={() => void navigate(`/time/new?id=${encodeURIComponent(record._id)}`)}
            >
              <Text fw={600}>{item.title}</Text>
              <Text size="sm">{item.when}</Text>
            </UnstyledButton>
          );
        })}
      </Stack>
    </Card>
  );
}
