import { Badge, Button, Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SprintRound } from '@agecheck/contracts';
import { formatDate } from '@agecheck/ui';

type Props = {
  round: SprintRound;
  isAdmin: boolean;
  busy: boolean;
  onArchive: (round: SprintRound) => void;
  onDelete: (round: SprintRound) => void;
};

/** A round of the list: name, period, store types, progress done/total and percent, and its actions. */
export function RoundCard({ round, isAdmin, busy, onArchive, onDelete }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const detail = `/admin/sprints/detail?id=${encodeURIComponent(round.sprintListID)}`;
  return (
    <Card withBorder radius="md" padding="md" data-testid="sprint-round">
      <Stack gap="xs">
        <div>
          <Title order={4}>
            <Link to={detail} style={{ color: 'inherit' }}>
              {round.name}
            </Link>
          </Title>
          <Text size="sm" c="dimmed">
            {t('sprints.period', { start: formatDate(round.start), end: formatDate(round.end) })}
          </Text>
        </div>
        <Group gap={4}>
          {round.types.map((type) => (
            <Badge key={type} variant="light">
              {type}
            </Badge>
          ))}
        </Group>
        <Progress
          value={round.percent}
          color={round.complete ? 'green' : 'blue'}
          aria-label={t('sprints.progress', {
            done: round.doneTK,
            total: round.anzTK,
            percent: round.percent,
          })}
        />
        <Group justify="space-between" gap="xs">
          <Text size="sm" data-testid="sprint-progress">
            {t('sprints.progress', { done: round.doneTK, total: round.anzTK, percent: round.percent })}
          </Text>
          <Text size="sm" c="dimmed">
            {t('sprints.storesDone', { done: round.storesDone, total: round.stores })}
          </Text>
        </Group>
        <Group gap="xs">
          <Button component={Link} to={detail} size="xs" variant="light">
            {t('sprints.open')}
          </Button>
          <Button size="xs" variant="default" loading={busy} onClick={() => onArchive(round)}>
            {round.archive ? t('sprints.restore') : t('sprints.archive')}
          </Button>
          {isAdmin ? (
            <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(round)}>
              {t('sprints.deleteRound')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </Card>
  );
}
