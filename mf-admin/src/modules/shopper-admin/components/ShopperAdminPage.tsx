import { useState } from 'react';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Shopper } from '@agecheck/contracts';
import {
  EmptyState,
  IconPlus,
  LoadState,
  PageHeader,
  Pager,
  ShopperDeleteDialog,
  useAllShoppers,
  useTestBuyers,
} from '@agecheck/ui';
import {
  filterFromParams,
  filterToParams,
  listQueryOf,
  pageCount,
  type ShopperAdminFilter,
} from '../shopper-admin-filter';
import { ShopperAdminFilters } from './ShopperAdminFilters';
import { ShopperAdminTable } from './ShopperAdminTable';

/**
 * /admin/shopper (back-office spec, "Shopper administration"): search, user filter, reset; a paged list with
 * name, birth date, age, gender and owner; edit opens the shopper form, delete asks first.
 */
export function ShopperAdminPage() {
  const { t } = useTranslation(['common', 'admin']);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const filter = filterFromParams(params);
  const shoppers = useAllShoppers(listQueryOf(filter));
  const users = useTestBuyers();
  const [toDelete, setToDelete] = useState<Shopper | null>(null);

  const names = new Map((users.data ?? []).map((user) => [user._id, user.name]));
  const setFilter = (next: ShopperAdminFilter) => setParams(filterToParams(next));
  // The form returns here with the same filters (it lives in mf-field; the shell crosses the areas).
  const origin = `${location.pathname}${location.search}`;
  const openDetail = (shopper: string) =>
    void navigate(
      `/shopper/detail?shopper=${encodeURIComponent(shopper)}&origin=${encodeURIComponent(origin)}`,
    );

  return (
    <Stack>
      <PageHeader
        title={t('common:shopper.adminTitle')}
        description={t('admin:shopperAdmin.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => openDetail('new')}>
            {t('common:shopper.add')}
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <ShopperAdminFilters key={filter.q} filter={filter} users={users.data ?? []} onChange={setFilter} />
      </Paper>
      {shoppers.isPending || shoppers.isError ? (
        <LoadState error={shoppers.error} onRetry={() => void shoppers.refetch()} />
      ) : shoppers.data.items.length === 0 ? (
        <EmptyState title={t('common:shopper.empty')} />
      ) : (
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('common:shopper.total', { count: shoppers.data.total })}
          </Text>
          <ShopperAdminTable
            shoppers={shoppers.data.items}
            ownerName={(userID) => names.get(userID) ?? userID}
            onEdit={(shopper) => openDetail(shopper._id)}
            onDelete={setToDelete}
          />
          {pageCount(shoppers.data.total) > 1 ? (
            <Group justify="center">
              <Pager
                total={pageCount(shoppers.data.total)}
                value={filter.page}
                onChange={(page) => setFilter({ ...filter, page })}
              />
            </Group>
          ) : null}
        </Stack>
      )}
      <ShopperDeleteDialog shopper={toDelete} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
