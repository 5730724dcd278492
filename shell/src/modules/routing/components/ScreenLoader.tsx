import { Center, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a screen's code or an area's remote is loading. */
export function ScreenLoader() {
  const { t } = useTranslation();
  return (
    <Center py="xl" role="status" aria-label={t('app.loading')}>
      <Loader />
    </Center>
  );
}
