import { Button, Grid, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  TIMETRACK_LIST_STATUSES,
  TIMETRACK_SHOPPER_CUSTOMER_TYPES,
  TIMETRACK_SONDER_TYPES,
  timetrackLabelKey,
  type TimetrackCustomer,
  type TimetrackListStatus,
  type UserSummary,
} from '@agecheck/contracts';
import { DateField } from '@agecheck/ui/date-field';
import { NO_RECORDS_FILTER, type RecordsFilter } from '../records-filter';

type Props = {
  filter: RecordsFilter;
  users: readonly UserSummary[];
  customers: readonly TimetrackCustomer[];
  onChange: (filter: RecordsFilter) => void;
};

/**
 * The filters of /admin/timetracks (checklist A.7): user, customer (the test buyers' customer types, the
 * detectives' customers, the absences), period and status; a change goes back to the first page.
 */
export function RecordsFilters({ filter, users, customers, onChange }: Props) {
  const { t } = useTranslation(['admin', 'common']);
  const set = (change: Partial<RecordsFilter>) => onChange({ ...filter, ...change, page: 1 });
  const clear = {
    clearable: true,
    clearButtonProps: { 'aria-label': t('admin:timetrackRecords.filter.clear') },
  };
  const customerGroups = [
    {
      group: t('admin:timetrackRecords.filter.groupShopper'),
      items: TIMETRACK_SHOPPER_CUSTOMER_TYPES.map((type) => ({
        value: type,
        label: t(`common:${timetrackLabelKey.shopperCustomerType(type)}`),
      })),
    },
    {
      group: t('admin:timetrackRecords.filter.groupDetective'),
      items: customers.map((customer) => ({ value: customer._id, label: customer.name })),
    },
    {
      group: t('admin:timetrackRecords.filter.groupSonder'),
      items: TIMETRACK_SONDER_TYPES.map((type) => ({
        value: type,
        label: t(`common:${timetrackLabelKey.sonderType(type)}`),
      })),
    },
  ].filter((group) => group.items.length > 0);

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('admin:timetrackRecords.filter.user')}
          {...clear}
          searchable
          data={users.map((user) => ({ value: user._id, label: user.name }))}
          value={filter.user}
          onChange={(user) => set({ user })}
          data-testid="records-user"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
        <Select
          label={t('admin:timetrackRecords.filter.customer')}
          {...clear}
          searchable
          data={customerGroups}
          value={filter.customer}
          onChange={(customer) => set({ customer })}
          data-testid="records-customer"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 'auto' }}>
        <DateField
          label={t('admin:timetrackRecords.filter.from')}
          {...clear}
          value={filter.from}
          onChange={(from) => set({ from: from || null })}
          data-testid="records-from"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 'auto' }}>
        <DateField
          label={t('admin:timetrackRecords.filter.to')}
          {...clear}
          value={filter.to}
          onChange={(to) => set({ to: to || null })}
          data-testid="records-to"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 'auto' }}>
        <Select
          label={t('admin:timetrackRecords.filter.status')}
          {...clear}
          data={TIMETRACK_LIST_STATUSES.map((status) => ({
            value: status,
            label: t(`admin:timetrackRecords.statusFilter.${status}`),
          }))}
          value={filter.status}
          onChange={(status) => set({ status: status as TimetrackListStatus | null })}
          data-testid="records-status"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 'content' }}>
        <Button variant="default" fullWidth onClick={() => onChange(NO_RECORDS_FILTER)}>
          {t('admin:timetrackRecords.filter.reset')}
        </Button>
      </Grid.Col>
    </Grid>
  );
}
