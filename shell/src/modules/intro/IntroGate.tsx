import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { introIsDue } from '@agecheck/contracts';
import { outboxExists } from '@agecheck/outbox/names';
import { useShell } from '@agecheck/ui';

// The intro and its texts load only when it is shown (the first load stays as it was).
const IntroDialog = lazy(() =>
  Promise.all([
    import('./IntroDialog'),
    import('./intro-namespace').then((module) => module.loadIntroTexts()),
  ]).then(([module]) => ({ default: module.IntroDialog })),
);

/**
 * How many of the user's reports wait on the phone; the outbox loads only when the phone holds one. One
 * that cannot be read counts as holding some: the intro waits rather than stand before them.
 */
async function reportsWaiting(userId: string): Promise<number> {
  try {
    if (!(await outboxExists())) return 0;
    const { getOutbox } = await import('@agecheck/outbox');
    return await getOutbox().waitingCount(userId);
  } catch {
    return 1;
  }
}

/**
 * Opens the first-login intro when the app starts for a test buyer or detective whose `settings.showIntro`
 * is set, online, with no report waiting on the phone (`introIsDue`, decision 0049). Decided once per start:
 * switching the intro on in /settings shows it at the next start, as the switch says. Skip and finish both
 * save `showIntro: false`; when that save fails (the signal gone meanwhile) the intro shows again at the next
 * online start.
 */
export function IntroGate() {
  const { user, online, updateSettings } = useShell();
  // the start as it was when the app opened
  const [start] = useState(() => ({ roles: user.role, showIntro: user.settings.showIntro, online }));
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!introIsDue({ ...start, reportsWaiting: 0 })) return;
    let live = true;
    void reportsWaiting(user._id).then((count) => {
      if (live && introIsDue({ ...start, reportsWaiting: count })) setOpen(true);
    });
    return () => {
      live = false;
    };
  }, [start, user._id]);

  const done = useCallback(() => {
    setOpen(false);
    updateSettings({ showIntro: false }).catch((error: unknown) =>
      console.warn('the intro could not be marked as seen; it shows at the next online start', error),
    );
  }, [updateSettings]);

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <IntroDialog onDone={done} />
    </Suspense>
  );
}
