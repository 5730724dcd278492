import { lazy, Suspense, type ReactNode } from 'react';
import { useOnceTrue } from '../hooks/use-once-true';

const ConfirmModal = lazy(() =>
  import('./ConfirmModal').then((module) => ({ default: module.ConfirmModal })),
);

export type ConfirmDialogProps = {
  opened: boolean;
  title?: ReactNode;
  message: ReactNode;
  /** Label of the confirming button; "Löschen" by default. */
  confirmLabel?: ReactNode;
  /** True for destructive actions (red button). */
  danger?: boolean;
  /** While the confirmed action runs: the button spins and the dialog stays open. */
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/**
 * Asks before an action that cannot be undone, such as a delete. Nothing of the dialog loads before it is
 * first opened (Modal brings the scroll lock and the focus trap along); afterwards it stays mounted, so that
 * it closes with its transition.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const wasOpened = useOnceTrue(props.opened);
  if (!wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmModal {...props} />
    </Suspense>
  );
}
