import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconRefresh } from './icons';

export type AreaUnavailableProps = {
  onRetry: () => void;
  retrying?: boolean;
};

/**
 * Shown in place of an area whose remote could not be loaded (its server is down, its manifest is broken):
 * the rest of the shell keeps working, and the user can try again. The button uses the text colour: orange
 * text on the light orange panel would not reach a contrast of 4.5:1.
 */
export function AreaUnavailable({ onRetry, retrying = false }: AreaUnavailableProps) {
  const { t } = useTranslation('common');
  return (
    <Alert
      variant="light"
      color="orange"
      radius="md"
      icon={<IconAlert />}
      title={t('area.unavailableTitle')}
      data-testid="area-unavailable"
    >
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t('area.unavailableText')}</Text>
        <Button
          variant="default"
          leftSection={<IconRefresh size={16} />}
          onClick={onRetry}
          loading={retrying}
        >
          {t('util.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
