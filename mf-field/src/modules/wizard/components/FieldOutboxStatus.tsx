import { useNavigate } from 'react-router';
import { OutboxStatusBar, type OutboxReport } from '@agecheck/outbox';
import { useShell } from '@agecheck/ui';

/** Where a refused report of the field app is opened to be changed: a purchase in the wizard at its id. */
function formPathOf(report: OutboxReport): string | undefined {
  return report.kind === 'purchase' ? `/purchases/detail?id=${encodeURIComponent(report.id)}` : undefined;
}

/**
 * The outbox's status for the signed-in user of the field app: a refused purchase opens in the wizard (which
 * restores what was sent), and the server's field errors read from the field app's texts.
 */
export function FieldOutboxStatus() {
  const { user, signIn } = useShell();
  const navigate = useNavigate();
  return (
    <OutboxStatusBar
      userId={user._id}
      onSignIn={signIn}
      onOpen={(report) => {
        const path = formPathOf(report);
        if (path) void navigate(path);
      }}
      messageNamespaces={['field']}
    />
  );
}
