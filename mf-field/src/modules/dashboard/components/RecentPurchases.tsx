import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardPurchase } from '@agecheck/contracts';
import { formatDate } from '@agecheck/ui';
import { wizardPath, type PurchaseListKind } from '../../purchases/purchases.api';

type Props = { kind: PurchaseListKind; count: number; latest: readonly DashboardPurchase[] };

/** The dashboard's delayed or completed purchases (field-app spec, section 2): how many, and the newest. */
export function RecentPurchases({ kind, count, latest }: Props) {
  const { t } = useTranslation('field');
  if (count === 0) return null;
  return (
    <Card withBorder radius="md" padding="lg" data-testid={`dashboard-${kind}`}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <Title order={4}>{t(`purchase.list.${kind}Title`)}</Title>
          <Badge variant="light">{count}</Badge>
        </Group>
        <Button component={Link} to={`/purchases/${kind}`} variant="subtle" size="xs">
          {t('dashboard.showAll')}
        </Button>
      </Group>
      <Stack gap={6}>
        {latest.map((purchase) => (
          <Group key={purchase._id} justify="space-between" wrap="nowrap">
            <Text size="sm" truncate flex={1} miw={0}>
              {purchase.name} ({purchase.vst}) · {formatDate(purchase.date)}
            </Text>
            {kind === 'delayed' ? (
              <Button
                size="compact-xs"
                variant="light"
                style={{ flexShrink: 0 }}
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
