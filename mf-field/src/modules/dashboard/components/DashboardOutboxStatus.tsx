import { lazy, Suspense, useEffect, useState } from 'react';
import { onOutboxPresent } from '@agecheck/outbox/names';

const FieldOutboxStatus = lazy(() =>
  import('../../wizard/components/FieldOutboxStatus').then((m) => ({ default: m.FieldOutboxStatus })),
);

/** Whether the phone holds an outbox: asked once without opening it, and true from the first report queued. */
function useOutboxOnPhone(): boolean {
  const [present, setPresent] = useState(false);
  useEffect(() => onOutboxPresent(() => setPresent(true)), []);
  return present;
}

/**
 * What waits on the phone, on the dashboard. A phone that has never kept a report has no outbox, and shows
 * nothing: the outbox's code (Dexie) is then not part of the dashboard's first load (issue 6).
 */
export function DashboardOutboxStatus() {
  const present = useOutboxOnPhone();
  if (!present) return null;
  return (
    <Suspense fallback={null}>
      <FieldOutboxStatus />
    </Suspense>
  );
}
