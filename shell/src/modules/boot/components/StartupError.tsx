import { Button, Center, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert } from '@agecheck/ui';

type StartupErrorProps = { messageKey: string; onRetry: () => void; onLogout: () => void };

/** The signed-in user could not be loaded for another reason than a missing connection. */
export function StartupError({ messageKey, onRetry, onLogout }: StartupErrorProps) {
  const { t } = useTranslation();
  return (
    <Center mih="100vh" p="md">
      <Paper withBorder radius="md" p="xl" maw={460} w="100%">
        <Stack align="center" ta="center" gap="md">
          <IconAlert size={40} color="var(--mantine-color-orange-6)" />
          <Title order={3}>{t('app.title')}</Title>
          <Text>{t(messageKey, { defaultValue: t('util.error') })}</Text>
          <Group>
            <Button onClick={onRetry}>{t('util.retry')}</Button>
            <Button variant="default" onClick={onLogout}>
              {t('menu.logout')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
