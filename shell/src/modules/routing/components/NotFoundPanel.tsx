import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A path no screen answers (yet): says so and leads back to the dashboard. */
export function NotFoundPanel() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl" data-testid="not-found">
      <Stack gap="sm" align="flex-start">
        <Title order={3}>{t('area.notFoundTitle')}</Title>
        <Text c="dimmed">{t('area.notFoundText')}</Text>
        <Button component={Link} to="/dashboard" variant="light">
          {t('area.toDashboard')}
        </Button>
      </Stack>
    </Paper>
  );
}
