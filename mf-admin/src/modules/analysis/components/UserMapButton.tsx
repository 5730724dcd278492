import { lazy, Suspense, useState } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AnalyzeDayUser } from '@agecheck/contracts';
import { LoadState } from '@agecheck/ui';

// OpenLayers loads with the dialog, not with the screen.
const AnalysisMapDialog = lazy(() =>
  import('./AnalysisMapDialog').then((m) => ({ default: m.AnalysisMapDialog })),
);

type Props = {
  date: string;
  user: AnalyzeDayUser;
  /** Only the user's open round entries (the planning overview). */
  openOnly?: boolean;
};

/** The map button of a user's row and the map dialog it opens. */
export function UserMapButton({ date, user, openOnly = false }: Props) {
  const { t } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="xs"
        variant="light"
        onClick={() => setOpen(true)}
        aria-label={t('analysis.showMapOf', { name: user.name })}
      >
        {t('analysis.showMap')}
      </Button>
      {open ? (
        <Suspense fallback={<LoadState />}>
          <AnalysisMapDialog
            date={date}
            userID={user.userID}
            name={user.name}
            openOnly={openOnly}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
