import { useState } from 'react';
import { Alert, Button, Grid, Paper, Progress, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { canAccess, type SprintItem } from '@agecheck/contracts';
import {
  ConfirmDialog,
  EmptyState,
  IconAlert,
  IconChevronLeft,
  LoadState,
  PageHeader,
  errorMessageKey,
  formatDate,
  isApiError,
  isNotFound,
  notify,
  useShell,
  useTestBuyers,
} from '@agecheck/ui';
import {
  ITEM_SORTS,
  ITEM_STATES,
  UNASSIGNED,
  filterFromParams,
  filterToParams,
  visibleItems,
  type ItemSort,
  type ItemState,
  type SprintDetailFilter,
} from '../sprint-detail-filter';
import { useAssignShopper, useDeleteItem, useRoundDetail, useTakeRetest } from '../sprints.api';
import { RetestProposals } from './RetestProposals';
import { SprintItemsTable } from './SprintItemsTable';
import { SprintPurchasesDialog } from './SprintPurchasesDialog';

/** /admin/sprints/detail?id= (back-office spec, section 2): without an id it returns to the list. */
export function SprintDetailPage() {
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return id === '' ? <Navigate to="/admin/sprints" replace /> : <SprintDetail id={id} />;
}

function SprintDetail({ id }: { id: string }) {
  const { t } = useTranslation(['admin', 'common']);
  const { user } = useShell();
  const isAdmin = canAccess(user.role, 'admin');
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const setFilter = (next: SprintDetailFilter) => setParams(filterToParams(id, next));
  const detail = useRoundDetail(id);
  const buyers = useTestBuyers();
  const assign = useAssignShopper();
  const removeItem = useDeleteItem();
  const takeRetest = useTakeRetest();
  const [purchasesOf, setPurchasesOf] = useState<SprintItem | null>(null);
  const [toDelete, setToDelete] = useState<SprintItem | null>(null);

  const names = new Map((buyers.data ?? []).map((buyer) => [buyer._id, buyer.name]));
  const userName = (userID: string | null) =>
    userID === null ? t('sprints.detail.unassigned') : (names.get(userID) ?? t('sprints.detail.unknownUser'));
  const fail = (error: unknown) => notify({ color: 'red', message: t(errorMessageKey(error)) });

  const back = (
    <Button
      component={Link}
      to="/admin/sprints"
      variant="default"
      leftSection={<IconChevronLeft size={16} />}
    >
      {t('sprints.detail.back')}
    </Button>
  );
  // an id the server refuses (too long) names no round either
  if (
    detail.isError &&
    (isNotFound(detail.error) || (isApiError(detail.error) && detail.error.status === 400))
  )
    return (
      <Stack>
        <PageHeader title={t('sprints.title')} actions={back} />
        <EmptyState title={t('sprints.empty')} description={t('sprints.notFound')} />
      </Stack>
    );
  if (detail.isPending || detail.isError)
    return <LoadState error={detail.error} onRetry={() => void detail.refetch()} />;

  const { round, items, duplicates, retests } = detail.data;
  const shown = visibleItems(items, filter);
  const confirmDelete = () => {
    if (!toDelete) return;
    removeItem.mutate(toDelete._id, {
      onSuccess: () => {
        notify({ message: t('sprints.detail.storeDeleted') });
        setToDelete(null);
      },
      onError: fail,
    });
  };

  return (
    <Stack>
      <PageHeader
        title={round.name}
        description={t('sprints.period', { start: formatDate(round.start), end: formatDate(round.end) })}
        actions={back}
      />
      <Paper withBorder radius="md" p="md">
        <Stack gap={6}>
          <Progress value={round.percent} color={round.complete ? 'green' : 'blue'} aria-hidden />
          <Text size="sm" data-testid="sprint-progress">
            {t('sprints.progress', { done: round.doneTK, total: round.anzTK, percent: round.percent })} ·{' '}
            {t('sprints.storesDone', { done: round.storesDone, total: round.stores })}
          </Text>
        </Stack>
      </Paper>
      {duplicates.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlert />} data-testid="sprint-duplicates">
          {t('sprints.detail.duplicates', { list: duplicates.join(', ') })}
        </Alert>
      ) : null}
      {retests.length > 0 ? (
        <RetestProposals
          proposals={retests}
          taking={takeRetest.isPending ? takeRetest.variables.storeID : undefined}
          onTake={(proposal) =>
            takeRetest.mutate(
              { sprintListID: round.sprintListID, storeID: proposal.storeID },
              { onSuccess: () => notify({ message: t('sprints.retests.taken') }), onError: fail },
            )
          }
        />
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Grid gap="sm" align="flex-end">
          <Grid.Col span={{ base: 12, md: 'content' }}>
            <Text size="sm" fw={500} mb={4} id="sprint-state-label">
              {t('sprints.detail.state')}
            </Text>
            <SegmentedControl
              aria-labelledby="sprint-state-label"
              value={filter.state}
              onChange={(state) => setFilter({ ...filter, state: state as ItemState })}
              data={ITEM_STATES.map((state) => ({
                value: state,
                label: t(`sprints.detail.states.${state}`),
              }))}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 'auto' }}>
            <Select
              label={t('sprints.detail.user')}
              placeholder={t('sprints.detail.allUsers')}
              clearable
              searchable
              nothingFoundMessage={t('sprints.detail.emptyUsers')}
              data={[
                { value: UNASSIGNED, label: t('sprints.detail.unassigned') },
                ...(buyers.data ?? []).map((buyer) => ({ value: buyer._id, label: buyer.name })),
              ]}
              value={filter.userID}
              onChange={(userID) => setFilter({ ...filter, userID })}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 'auto' }}>
            <Select
              label={t('sprints.detail.sort')}
              allowDeselect={false}
              data={ITEM_SORTS.map((sort) => ({ value: sort, label: t(`sprints.detail.sorts.${sort}`) }))}
              value={filter.sort}
              onChange={(sort) => setFilter({ ...filter, sort: (sort ?? 'vst') as ItemSort })}
            />
          </Grid.Col>
        </Grid>
      </Paper>
      {shown.length === 0 ? (
        <EmptyState title={t('sprints.detail.emptyUsers')} />
      ) : (
        <SprintItemsTable
          items={shown}
          assignable={isAdmin ? (buyers.data ?? []) : null}
          userName={userName}
          onAssign={(item, userID) =>
            assign.mutate(
              { id: item._id, userID },
              { onSuccess: () => notify({ message: t('sprints.detail.assigned') }), onError: fail },
            )
          }
          onPurchases={setPurchasesOf}
          onDelete={setToDelete}
        />
      )}
      <SprintPurchasesDialog item={purchasesOf} userName={userName} onClose={() => setPurchasesOf(null)} />
      <ConfirmDialog
        opened={toDelete !== null}
        danger
        loading={removeItem.isPending}
        message={t('sprints.deleteStoreQ', { vst: toDelete?.vst, name: toDelete?.store.name })}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </Stack>
  );
}
