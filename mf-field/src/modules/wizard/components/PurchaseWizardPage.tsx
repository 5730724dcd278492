import { useEffect, useState } from 'react';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadState, PageHeader, isNotFound } from '@agecheck/ui';
import { usePurchase } from '../../purchases/purchases.api';
import { PurchaseWizard } from './PurchaseWizard';

/**
 * /purchases/detail (params id, store): the purchase wizard (field-app spec, section 2). A new purchase gets
 * its id on the phone when the form opens, written into the address at once, so that a reload goes on with
 * the same purchase and a retried save never makes a second one. An id the server does not know (404) is a
 * purchase not sent yet: it starts anew under that id.
 */
export function PurchaseWizardPage() {
  const { t } = useTranslation('field');
  const [params, setParams] = useSearchParams();
  const idParam = params.get('id');
  const storeParam = params.get('store') ?? undefined;
  const [openedWithId] = useState(idParam);
  const [id] = useState(() => idParam ?? crypto.randomUUID());
  const stored = usePurchase(openedWithId ?? undefined);

  useEffect(() => {
    if (idParam) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('id', id);
        return next;
      },
      { replace: true },
    );
  }, [id, idParam, setParams]);

  const header = <PageHeader title={t(openedWithId ? 'purchase.editTitle' : 'purchase.newTitle')} />;
  if (openedWithId && (stored.isPending || (stored.isError && !isNotFound(stored.error)))) {
    return (
      <Stack maw={760}>
        {header}
        <LoadState error={stored.error} onRetry={() => void stored.refetch()} />
      </Stack>
    );
  }
  return (
    <Stack maw={760}>
      {header}
      <PurchaseWizard key={id} id={id} stored={stored.data} storeId={storeParam} />
    </Stack>
  );
}
