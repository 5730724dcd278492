import { useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { OutboxStatusBar } from '@agecheck/outbox';
import { LoadState, PageHeader, isNotFound, useShell } from '@agecheck/ui';
import { usePurchase } from '../../purchases/purchases.api';
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

  useEffect(() => {
    if (idParam) return;
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
  }, [idParam, setParams]);

  return (
    <Stack maw={760}>
      {idParam ? (
        <WizardOfPurchase key={idParam} id={idParam} storeId={params.get('store') ?? undefined} />
      ) : null}
    </Stack>
  );
}

function WizardOfPurchase({ id, storeId }: { id: string; storeId: string | undefined }) {
  const { t } = useTranslation('field');
  const { user, signIn } = useShell();
  const [isNew] = useState(() => madeHere.has(id));
  const stored = usePurchase(isNew ? undefined : id);

  const header = (
    <>
      <PageHeader title={t(isNew ? 'purchase.newTitle' : 'purchase.editTitle')} />
      <OutboxStatusBar userId={user._id} onSignIn={signIn} />
    </>
  );
  if (!isNew && (stored.isPending || (stored.isError && !isNotFound(stored.error)))) {
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
      <PurchaseWizard id={id} stored={stored.data} storeId={storeId} />
    </>
  );
}
