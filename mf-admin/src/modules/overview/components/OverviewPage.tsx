import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canAccess, ROUTES } from '@agecheck/contracts';
import { PageHeader, useShell } from '@agecheck/ui';
import { OVERVIEW_CARDS } from '../overview-cards';
import { useOverviewCounts } from '../overview.api';

/** /admin/overview (back-office spec, section 2): the back office's entry cards, with their counts. */
export function OverviewPage() {
  const { t } = useTranslation('admin');
  const { user } = useShell();
  const counts = useOverviewCounts();
  return (
    <Stack>
      <PageHeader title={t('overview.title')} description={t('overview.description')} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {OVERVIEW_CARDS.map((card) => (
          <Card key={card.id} withBorder radius="md" padding="lg" data-testid={`overview-${card.id}`}>
            <Stack gap="xs" h="100%" justify="space-between">
              <div>
                <Title order={4}>{t(`overview.${card.id}`)}</Title>
                <Text size="sm" c="dimmed">
                  {t(`overview.${card.id}Text`)}
                </Text>
                {counts[card.id].map(({ testId, key, count }) => (
                  <Text key={testId} size="sm" fw={600} mt="xs" data-testid={testId}>
                    {t(key, { count })}
                  </Text>
                ))}
              </div>
              {canAccess(user.role, ROUTES[card.to]) ? (
                <Button component={Link} to={card.to} variant="light" w="fit-content">
                  {t('overview.open')}
                </Button>
              ) : (
                <Text size="sm" c="dimmed" fs="italic">
                  {t('overview.adminOnly')}
                </Text>
              )}
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
