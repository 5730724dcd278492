import { useEffect, useState } from 'react';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LoadState, PageHeader, isNetworkError, isNotFound } from '@agecheck/ui';
import { RefusalNotice } from '@agecheck/outbox';
import { usePurchase } from '../../purchases/purchases.api';
import { ReasonRejectedNotice } from '../../purchases/components/ReasonRejectedNotice';
import { useKeptWizardAnswers } from '../kept-answers';
import { loadLocalPurchase } from '../local-purchase';
import { FieldOutboxStatus } from './FieldOutboxStatus';
import { PurchaseWizard } from './PurchaseWizard';

/** Ids of purchases opened new in this page: nothing to load for them. */
const madeHere = new Set<string>();

/**
 * /purchases/detail (params id, store): the purchase wizard (field-app spec, section 2). A new purchase gets
 * its id on the phone when the form opens, written into the address at once, so that a reload goes on with
 * the same purchase and a retried save never makes a second one; the address without an id (the next
 * purchase) opens a new one. An id the server does not know (404) is a purchase not sent yet: it starts anew
 * under that id. Above the wizard the outbox's status: what waits on the phone and the last send.
 */
export function PurchaseWizardPage() {
  const [params, setParams] = useSearchParams();
  const idParam = params.get('id');
  const queued = params.get('queued') !== null;
  // what the wizard asks the API for is kept on the phone: it opens without a network too (issue 17, item 10)
  useKeptWizardAnswers();

  useEffect(() => {
    if (idParam || queued) return;
    const id = crypto.randomUUID();
    madeHere.add(id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('id', id);
        return next;
      },
      { replace: true },
    );
  }, [idParam, queued, setParams]);

  if (queued) return <QueuedNotice storeId={params.get('store') ?? undefined} />;
  return (
    <Stack maw={760}>
      {idParam ? (
        <WizardOfPurchase key={idParam} id={idParam} storeId={params.get('store') ?? undefined} />
      ) : null}
    </Stack>
  );
}

/** The page's title and, under it, what waits on the phone and the last send. */
function WizardHeader({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <FieldOutboxStatus />
    </>
  );
}

/**
 * A purchase saved while it could not be sent (param `queued`): it waits on the phone. The next purchase
 * for the same store opens only when asked for, so that no empty purchase is autosaved.
 */
function QueuedNotice({ storeId }: { storeId: string | undefined }) {
  const { t } = useTranslation('field');
  const [, setParams] = useSearchParams();
  return (
    <Stack maw={760}>
      <WizardHeader title={t('purchase.newTitle')} />
      <Alert color="blue" data-testid="purchase-queued">
        {t('purchase.end.queued')}
      </Alert>
      {storeId ? (
        <Group>
          <Button onClick={() => setParams({ store: storeId })}>{t('purchase.list.newForStore')}</Button>
        </Group>
      ) : null}
    </Stack>
  );
}

function WizardOfPurchase({ id, storeId }: { id: string; storeId: string | undefined }) {
  const { t } = useTranslation('field');
  const [isNew] = useState(() => madeHere.has(id));
  // New only while first open: opened again from a list in the same visit, it is a stored purchase.
  useEffect(() => () => void madeHere.delete(id), [id]);
  // What the phone keeps goes first (it is newer, and it is there offline); then the server's copy.
  const local = useQuery({
    queryKey: ['outbox', 'purchase', id],
    queryFn: async () => (await loadLocalPurchase(id)) ?? null,
    enabled: !isNew,
    networkMode: 'always',
    staleTime: Infinity,
    gcTime: 0,
  });
  const stored = usePurchase(!isNew && local.data === null ? id : undefined);
  // A new purchase (its address names the store) reloaded without a network: nothing of it is on the phone,
  // so nothing was typed, and the server cannot be asked; it goes on as new under its id (issue 17, item 10).
  const unreachable = stored.fetchStatus === 'paused' || (stored.isError && isNetworkError(stored.error));
  const newOffline = !isNew && local.data === null && storeId !== undefined && !stored.data && unreachable;

  const header = (
    <>
      <WizardHeader title={t(isNew || newOffline ? 'purchase.newTitle' : 'purchase.editTitle')} />
      {/* opened from the refused reports: why the server refused it, until it is saved again */}
      {isNew ? null : <RefusalNotice reportId={id} messageNamespaces={['field']} />}
    </>
  );
  if (!isNew && local.isPending) return header;
  if (
    !isNew &&
    !newOffline &&
    !local.data &&
    (stored.isPending || (stored.isError && !isNotFound(stored.error)))
  ) {
    return (
      <>
        {header}
        <LoadState error={stored.error} onRetry={() => void stored.refetch()} />
      </>
    );
  }
  return (
    <>
      {header}
      {stored.data ? <ReasonRejectedNotice purchase={stored.data} /> : null}
      <PurchaseWizard id={id} stored={stored.data} storeId={storeId} local={local.data ?? undefined} />
    </>
  );
}
