import { Button, Grid, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { protocolFacets } from '@agecheck/contracts';
import { DateField } from '@agecheck/ui/date-field';
import {
  NO_PROTOCOL_FILTER,
  type ProtocolFilter,
  type ProtocolOrder,
  type ProtocolSort,
} from '../protocol-filter';

type Props = { filter: ProtocolFilter; onChange: (filter: ProtocolFilter) => void };

const FACETS = protocolFacets();

/**
 * The filters and sort of /admin/protocol (back-office spec L79): module and type (the values of the
 * contracts' event subjects, decision 0040; the types of the chosen module, else all grouped by module),
 * period, sort by date, module or type, ascending or descending. A change goes back to the first page.
 */
export function ProtocolFilters({ filter, onChange }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const set = (change: Partial<ProtocolFilter>) => onChange({ ...filter, ...change, page: 1 });
  const clear = {
    clearable: true,
    clearButtonProps: { 'aria-label': t('admin:protocol.filter.clear') },
  };
  const typeGroups = FACETS.filter(
    (facet) => facet.types.length > 0 && (!filter.module || facet.module === filter.module),
  ).map((facet) => ({
    group: t(`common:protocolModule.${facet.module}`),
    items: facet.types.map((type) => ({
      value: type,
      label: t(`common:protocolType.${facet.module}.${type}`),
    })),
  }));

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('admin:protocol.filter.module')}
          {...clear}
          data={FACETS.map((facet) => ({
            value: facet.module,
            label: t(`common:protocolModule.${facet.module}`),
          }))}
          value={filter.module}
          onChange={(module) => set({ module, type: null })}
          data-testid="protocol-module"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('admin:protocol.filter.type')}
          {...clear}
          searchable
          data={typeGroups}
          value={filter.type}
          onChange={(type) => set({ type })}
          data-testid="protocol-type"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <DateField
          label={t('admin:protocol.filter.from')}
          {...clear}
          value={filter.from}
          onChange={(from) => set({ from: from || null })}
          data-testid="protocol-from"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <DateField
          label={t('admin:protocol.filter.to')}
          {...clear}
          value={filter.to}
          onChange={(to) => set({ to: to || null })}
          data-testid="protocol-to"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t('admin:protocol.filter.sort')}
          allowDeselect={false}
          data={(['date', 'module', 'type'] as const).map((sort) => ({
            value: sort,
            label: t(`admin:protocol.sort.${sort}`),
          }))}
          value={filter.sort}
          onChange={(sort) => set({ sort: (sort ?? 'date') as ProtocolSort })}
          data-testid="protocol-sort"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 3 }}>
        <Select
          label={t('admin:protocol.filter.order')}
          allowDeselect={false}
          data={(['desc', 'asc'] as const).map((order) => ({
            value: order,
            label: t(`admin:protocol.order.${order}`),
          }))}
          value={filter.order}
          onChange={(order) => set({ order: (order ?? 'desc') as ProtocolOrder })}
          data-testid="protocol-order"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 'content' }}>
        <Button variant="default" fullWidth onClick={() => onChange(NO_PROTOCOL_FILTER)}>
          {t('admin:protocol.filter.reset')}
        </Button>
      </Grid.Col>
    </Grid>
  );
}
