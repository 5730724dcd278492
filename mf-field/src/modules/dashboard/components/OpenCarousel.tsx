import { Button, Paper, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SPRINT_TEST_TYPES, type SprintEntry } from '@agecheck/contracts';

/** The dashboard's carousel of open purchases (field-app spec, section 2): the user's open round entries. */
export function OpenCarousel({ entries }: { entries: readonly SprintEntry[] }) {
  const { t } = useTranslation('field');
  if (entries.length === 0) return null;
  return (
    <Stack gap="xs" data-testid="dashboard-open">
      <Group justify="space-between">
        <Title order={4}>{t('dashboard.open')}</Title>
        <Button component={Link} to="/purchases/open" variant="subtle" size="xs">
          {t('dashboard.showAll')}
        </Button>
      </Group>
      {/* Native scrolling with snap points: the swipe a phone user knows, and no ScrollArea code. */}
      <Group wrap="nowrap" gap="sm" pb={4} style={{ overflowX: 'auto', scrollSnapType: 'x mandatory' }}>
        {entries.map((entry) => (
          <Paper
            key={entry._id}
            withBorder
            radius="md"
            p="sm"
            miw={240}
            maw={260}
            style={{ scrollSnapAlign: 'start' }}
          >
            <Text fw={600} truncate>
              {entry.store.name} ({entry.vst})
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {entry.store.street}, {entry.store.city}
            </Text>
            <Text size="xs" c="dimmed" mb="xs">
              {SPRINT_TEST_TYPES.filter((type) => entry.progress[type].open > 0)
                .map((type) => `${t(`purchase.testType.${type}`)} ${entry.progress[type].open}`)
                .join(' · ')}
            </Text>
            <Button
              size="xs"
              component={Link}
              to={`/purchases/detail?store=${encodeURIComponent(entry.storeID)}`}
              aria-label={`${t('open.start')}: ${entry.store.name}`}
            >
              {t('open.start')}
            </Button>
          </Paper>
        ))}
      </Group>
    </Stack>
  );
}
