import { Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { SprintRound } from '@agecheck/contracts';
import { formatDate } from '@agecheck/ui';

/** The rounds running today with their progress in percent (back-office spec, sections 2 and 4). */
export function RoundProgressList({ rounds }: { rounds: readonly SprintRound[] }) {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm" data-testid="running-rounds">
      {rounds.map((round) => (
        <Paper key={round.sprintListID} withBorder radius="md" p="md">
          <Title order={5}>{round.name}</Title>
          <Text size="sm" c="dimmed">
            {t('organization.roundPeriod', { start: formatDate(round.start), end: formatDate(round.end) })}
          </Text>
          <Progress value={round.percent} mt="xs" aria-label={round.name} />
          <Text size="sm" mt={4}>
            {t('organization.roundProgress', {
              done: round.doneTK,
              total: round.anzTK,
              percent: round.percent,
            })}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}
