import { useState } from 'react';
import { Button, Grid, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { UserSummary } from '@agecheck/contracts';
import { IconSearch } from '@agecheck/ui';
import type { ShopperAdminFilter } from '../shopper-admin-filter';

type Props = {
  filter: ShopperAdminFilter;
  users: readonly UserSummary[];
  onChange: (filter: ShopperAdminFilter) => void;
};

/** Search (Enter or button), user filter and reset of the shopper administration. */
export function ShopperAdminFilters({ filter, users, onChange }: Props) {
  const { t } = useTranslation(['common', 'admin']);
  const [query, setQuery] = useState(filter.q);

  const search = () => onChange({ ...filter, q: query.trim(), page: 1 });

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        search();
      }}
    >
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, md: 'auto' }}>
          <TextInput
            label={t('admin:shopperAdmin.searchLabel')}
            placeholder={t('common:shopper.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            data-testid="shopper-search"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 'auto' }}>
          <Select
            label={t('admin:shopperAdmin.userFilter')}
            placeholder={t('common:shopper.allUsers')}
            clearable
            searchable
            data={users.map((user) => ({ value: user._id, label: user.name }))}
            value={filter.userID}
            onChange={(userID) => onChange({ ...filter, userID, page: 1 })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 'content' }}>
          <Button type="submit" fullWidth leftSection={<IconSearch size={16} />}>
            {t('common:util.search')}
          </Button>
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 'content' }}>
          <Button
            variant="default"
            fullWidth
            onClick={() => {
              setQuery('');
              onChange({ q: '', userID: null, page: 1 });
            }}
          >
            {t('common:util.reset')}
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
