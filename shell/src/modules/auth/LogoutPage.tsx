import { useEffect, useState } from 'react';
import { Center, Loader } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useShell } from '@agecheck/ui';
import { useShellServices } from '../boot/shell-services';
import { forgetStartState } from '../boot/start-state';
import { safeReturnPath } from './return-path';

/** Reports of the user still on this phone (the outbox loads only now: it is not part of the first load). */
async function waitingReports(userId: string): Promise<number> {
  const { getOutbox } = await import('@agecheck/outbox');
  return getOutbox().waitingCount(userId);
}

/**
 * /logout (field-app spec, section 2): signs out at Keycloak and comes back to the login; after the next sign-in
 * to the `referrer` parameter's path if one is given (F§2 L34, checklist D.12), else the start page. With
 * reports still waiting on the phone it asks first (OFFLINE.md, point 10); they stay and go after the next login.
 */
export function LogoutPage() {
  const { session } = useShellServices();
  const { user } = useShell();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const returnTo = safeReturnPath(params.get('referrer'));
  const [waiting, setWaiting] = useState<number | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    waitingReports(user._id)
      .catch(() => 0)
      .then((count) => {
        if (!cancelled) setWaiting(count);
      });
    return () => {
      cancelled = true;
    };
  }, [user._id]);

  useEffect(() => {
    if (waiting !== 0) return;
    forgetStartState();
    void session.logout(returnTo);
  }, [waiting, session, returnTo]);

  return (
    <Center mih="100vh">
      <Loader />
      <ConfirmDialog
        opened={waiting !== undefined && waiting > 0}
        title={t('outbox.signOutTitle')}
        message={t('outbox.signOutText', { count: waiting ?? 0 })}
        confirmLabel={t('outbox.signOutConfirm')}
        onConfirm={() => setWaiting(0)}
        onCancel={() => void navigate('/dashboard')}
      />
    </Center>
  );
}
