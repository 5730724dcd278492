import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '@agecheck/ui';
import { usePurchaseList, type PurchaseListKind } from '../../purchases/purchases.api';
import { wizardPath } from '../../purchases/components/PurchaseListPage';

/** How many purchases of each list the dashboard shows. */
const SHOWN = 3;

/** The dashboard's delayed or completed purchases (field-app spec, section 2), the latest first. */
export function RecentPurchases({ kind }: { kind: PurchaseListKind }) {
  const { t } = useTranslation('field');
  const purchases = usePurchaseList(kind);
  const latest = [...(purchases.data ?? [])]
    .sort((a, b) => `${b.date ?? ''}${b.time ?? ''}`.localeCompare(`${a.date ?? ''}${a.time ?? ''}`))
    .slice(0, SHOWN);
  if (latest.length === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`dashboard-${kind}`}>
      <Group justify="space-between" mb="xs">
        <Title order={4}>{t(`purchase.list.${kind}Title`)}</Title>
        <Button component={Link} to={`/purchases/${kind}`} variant="subtle" size="xs">
          {t('dashboard.showAll')}
        </Button>
      </Group>
      <Stack gap={6}>
        {latest.map((purchase) => (
          <Group key={purchase._id} justify="space-between" wrap="nowrap">
            <Text size="sm" truncate>
              {purchase.name} ({purchase.vst}) · {formatDate(purchase.date)}
            </Text>
            {kind === 'delayed' ? (
              <Button
                size="compact-xs"
                variant="light"
                component={Link}
                to={wizardPath.purchase(purchase._id)}
                aria-label={`${t('purchase.list.open')}: ${purchase.name}`}
              >
                {t('purchase.list.open')}
              </Button>
            ) : null}
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
