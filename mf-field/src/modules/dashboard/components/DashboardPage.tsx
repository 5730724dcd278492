import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { canAccess, ROUTES } from '@agecheck/contracts';
import { IconAlert, useShell } from '@agecheck/ui';
import { useDashboard } from '../dashboard.api';
import { needsSignatureWarning, quickLinksFor } from '../quick-links';
import { DashboardOutboxStatus } from './DashboardOutboxStatus';
import { NearStoresCard } from './NearStoresCard';
import { OpenTimeEntries } from '../../timetrack/components/OpenTimeEntries';
import { OpenCarousel } from './OpenCarousel';
import { RecentPurchases } from './RecentPurchases';
import { SpeedDial } from './SpeedDial';

/**
 * /dashboard: the start page (field-app spec, section 2, "Dashboard"): welcome, the missing-signature
 * warning, for test buyers the carousel of open purchases, the 3 nearest stores and the latest delayed and
 * completed purchases, the entries to the
 * user's areas (promo checks, portal) and the speed dial.
 */
export function DashboardPage() {
  const { t } = useTranslation(['field', 'common']);
  const { user } = useShell();
  const links = quickLinksFor(user.role);
  const testBuyer = user.role.includes('testkaeufer');
  // Those who record purchases see what waits on the phone (issue 7).
  const capturesPurchases = canAccess(user.role, ROUTES['/purchases/detail']);
  // test buyers and detectives see their open time entries (issue 19)
  const recordsTime = user.role.includes('testkaeufer') || user.role.includes('detektiv');
  const dashboard = useDashboard();
  const purchases = dashboard.data?.purchases;

  return (
    <Stack gap="lg">
      <div>
        <Title order={2}>{t('field:dashboard.welcome', { name: user.name })}</Title>
        <Text c="dimmed">{t('field:dashboard.intro')}</Text>
      </div>

      {capturesPurchases ? <DashboardOutboxStatus /> : null}

      {needsSignatureWarning(user.role, user.settings.signature) ? (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconAlert />}
          title={t('field:dashboard.noSignatureTitle')}
          data-testid="signature-warning"
        >
          {t('field:dashboard.noSignature')}
        </Alert>
      ) : null}

      {dashboard.data?.openSprintEntries ? <OpenCarousel entries={dashboard.data.openSprintEntries} /> : null}
      {recordsTime ? <OpenTimeEntries /> : null}
      {testBuyer ? <NearStoresCard initialType="coop" /> : null}
      {purchases?.delayed ? <RecentPurchases kind="delayed" {...purchases.delayed} /> : null}
      {purchases?.completed ? <RecentPurchases kind="completed" {...purchases.completed} /> : null}
      {purchases?.toControl !== undefined ? (
        <Alert
          color="blue"
          variant="light"
          title={t('field:dashboard.toControl', { count: purchases.toControl })}
          data-testid="to-control"
        >
          {canAccess(user.role, ROUTES['/admin/control']) ? (
            <Button component={Link} to="/admin/control" variant="light" size="xs">
              {t('field:dashboard.openControl')}
            </Button>
          ) : null}
        </Alert>
      ) : null}

      <Card withBorder radius="md" padding="lg">
        <Title order={4} mb="sm">
          {t('field:dashboard.quickLinks')}
        </Title>
        {links.length > 0 ? (
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
            {links.map((link) => (
              <Button key={link.to} component={Link} to={link.to} variant="light" size="md">
                {t(`common:${link.labelKey}`)}
              </Button>
            ))}
          </SimpleGrid>
        ) : (
          <Text c="dimmed">{t('field:dashboard.noQuickLinks')}</Text>
        )}
        <Group mt="md">
          <Text size="sm" c="dimmed">
            {t('field:dashboard.roles', {
              roles: user.role.map((role) => t(`common:role.${role}`)).join(', '),
            })}
          </Text>
        </Group>
      </Card>
      <SpeedDial roles={user.role} />
    </Stack>
  );
}
