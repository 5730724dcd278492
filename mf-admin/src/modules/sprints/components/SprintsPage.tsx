import { useState } from 'react';
import { Button, SimpleGrid, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canAccess, type SprintRound } from '@agecheck/contracts';
import {
  ConfirmDialog,
  EmptyState,
  IconPlus,
  LoadState,
  PageHeader,
  errorMessageKey,
  notify,
  useShell,
} from '@agecheck/ui';
import { useArchiveRound, useDeleteRound, useRounds } from '../sprints.api';
import { RoundCard } from './RoundCard';

type ListActions = {
  isAdmin: boolean;
  /** The round whose archive or restore is under way. */
  busyRound: string | undefined;
  onArchive: (round: SprintRound) => void;
  onDelete: (round: SprintRound) => void;
};

/** A list of rounds, or its empty state ('Keine Sprints gefunden', back-office spec, section 8). */
function RoundList({ rounds, busyRound, ...actions }: { rounds: SprintRound[] } & ListActions) {
  const { t } = useTranslation('admin');
  if (rounds.length === 0) return <EmptyState title={t('sprints.empty')} />;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {rounds.map((round) => (
        <RoundCard
          key={round.sprintListID}
          round={round}
          busy={busyRound === round.sprintListID}
          {...actions}
        />
      ))}
    </SimpleGrid>
  );
}

/**
 * /admin/sprints (back-office spec, section 2, "Rounds"): the active rounds with their progress, archive,
 * restore, the archived ones on "load archive", delete (admin only), and add, which leads to the import.
 */
export function SprintsPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { user } = useShell();
  const isAdmin = canAccess(user.role, 'admin');
  const [archiveLoaded, setArchiveLoaded] = useState(false);
  const active = useRounds(false);
  const archived = useRounds(true, archiveLoaded);
  const archive = useArchiveRound();
  const remove = useDeleteRound();
  const [toDelete, setToDelete] = useState<SprintRound | null>(null);

  const fail = (error: unknown) => notify({ color: 'red', message: t(errorMessageKey(error)) });
  const toggleArchive = (round: SprintRound) =>
    archive.mutate(
      { sprintListID: round.sprintListID, archive: !round.archive },
      {
        onSuccess: () =>
          notify({ message: t(round.archive ? 'sprints.restoredDone' : 'sprints.archivedDone') }),
        onError: fail,
      },
    );
  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(
      { sprintID: toDelete.sprintID, sprintListID: toDelete.sprintListID },
      {
        onSuccess: () => {
          notify({ message: t('common:util.deleted') });
          setToDelete(null);
        },
        onError: fail,
      },
    );
  };
  const listActions: ListActions = {
    isAdmin,
    busyRound: archive.isPending ? archive.variables.sprintListID : undefined,
    onArchive: toggleArchive,
    onDelete: setToDelete,
  };

  return (
    <Stack>
      <PageHeader
        title={t('sprints.title')}
        description={t('sprints.description')}
        actions={
          <Button component={Link} to="/admin/import" leftSection={<IconPlus size={16} />}>
            {t('sprints.add')}
          </Button>
        }
      />
      <Title order={3}>{t('sprints.active')}</Title>
      {active.isPending || active.isError ? (
        <LoadState error={active.error} onRetry={() => void active.refetch()} />
      ) : (
        <RoundList rounds={active.data} {...listActions} />
      )}
      <Title order={3}>{t('sprints.archived')}</Title>
      {!archiveLoaded ? (
        <Button variant="default" w="fit-content" onClick={() => setArchiveLoaded(true)}>
          {t('sprints.loadArchive')}
        </Button>
      ) : archived.isPending || archived.isError ? (
        <LoadState error={archived.error} onRetry={() => void archived.refetch()} />
      ) : (
        <RoundList rounds={archived.data} {...listActions} />
      )}
      <ConfirmDialog
        opened={toDelete !== null}
        danger
        loading={remove.isPending}
        message={t('sprints.deleteRoundQ', { name: toDelete?.name, count: toDelete?.stores })}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
