import { useCallback, useEffect } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LoadState, PageHeader, isNetworkError, isNotFound, useShell } from '@agecheck/ui';
import { RefusalNotice } from '@agecheck/outbox';
import { TimetrackWizard, type TimetrackDraft } from '@agecheck/timetrack-form';
import { PhotoField } from '../../evidence/components/PhotoField';
import { FieldOutboxStatus } from '../../wizard/components/FieldOutboxStatus';
import { discardTimetrackDraft, keepTimetrackDraft, loadLocalTimetrack } from '../local-timetrack';
import { useTimetrack } from '../timetrack.api';
import { saveTimetrack } from '../timetrack-sender';

/** Ids of records opened new in this page: nothing to load for them. */
const madeHere = new Set<string>();

/**
 * /time/new (param id): the time record wizard (field-app spec, section 2). A new record gets its id on the
 * phone when the form opens, written into the address at once, so that a reload goes on with the same record
 * and a retried save never makes a second one. An id the server does not know (404) starts anew under it.
 */
export function TimetrackWizardPage() {
  const { t } = useTranslation('field');
  const [params, setParams] = useSearchParams();
  const idParam = params.get('id');

  useEffect(() => {
    if (idParam) return;
    const id = crypto.randomUUID();
    madeHere.add(id);
    setParams({ id }, { replace: true });
  }, [idParam, setParams]);

  return (
    <Stack maw={760}>
      <PageHeader title={t(idParam && !madeHere.has(idParam) ? 'time.editTitle' : 'time.newTitle')} />
      <FieldOutboxStatus />
      {idParam ? <RecordWizard key={idParam} id={idParam} /> : null}
    </Stack>
  );
}

function RecordWizard({ id }: { id: string }) {
  const { user } = useShell();
  const navigate = useNavigate();
  const isNew = madeHere.has(id);
  useEffect(() => () => void madeHere.delete(id), [id]);
  const keep = useCallback(
    (draft: TimetrackDraft) => void keepTimetrackDraft(user._id, draft).catch(() => undefined),
    [user._id],
  );
  // What the phone keeps goes first (a draft typed and not saved, or a save still waiting: newer, and there
  // offline); then the server's copy.
  const local = useQuery({
    queryKey: ['outbox', 'timetrack', id],
    queryFn: async () => (await loadLocalTimetrack(id)) ?? null,
    enabled: !isNew,
    networkMode: 'always',
    staleTime: Infinity,
    gcTime: 0,
  });
  const stored = useTimetrack(!isNew && local.data === null ? id : undefined);
  if (!isNew && local.isPending) return null;
  const unreachable = stored.fetchStatus === 'paused' || (stored.isError && isNetworkError(stored.error));
  if (
    !isNew &&
    !local.data &&
    (stored.isPending || unreachable || (stored.isError && !isNotFound(stored.error)))
  ) {
    return <LoadState error={stored.error} onRetry={() => void stored.refetch()} />;
  }
  return (
    <>
      {isNew ? null : <RefusalNotice reportId={id} messageNamespaces={['field']} />}
      <TimetrackWizard
        id={id}
        stored={stored.data}
        local={local.data ?? undefined}
        ownerRoles={user.role}
        save={(input, photos) => saveTimetrack(user._id, input, photos)}
        onDone={() => void navigate('/time')}
        ReceiptField={PhotoField}
        keep={keep}
        onDiscard={() => void discardTimetrackDraft(id).catch(() => undefined)}
      />
    </>
  );
}
