import { Button, Grid, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CONTROL_OUTCOMES, STORE_TYPES, TEST_TYPES, type UserSummary } from '@agecheck/contracts';
import { DateField } from '@agecheck/ui/date-field';
import { NO_FILTER, type ControlFilter } from '../control-filter';

type Props = {
  filter: ControlFilter;
  users: readonly UserSummary[];
  onChange: (filter: ControlFilter) => void;
};

/** The filters of the control list: date range, user, store type, test type, outcome, reset. */
export function ControlFilters({ filter, users, onChange }: Props) {
  const { t } = useTranslation(['admin', 'field', 'common']);
  const set = (change: Partial<ControlFilter>) => onChange({ ...filter, ...change, page: 1 });
  const clear = { clearable: true, clearButtonProps: { 'aria-label': t('admin:control.filter.clear') } };

  return (
    <Grid gap="sm" align="flex-end">
      <Grid.Col span={{ base: 6, md: 2 }}>
        <DateField
          label={t('admin:control.filter.from')}
          {...clear}
          value={filter.from}
          onChange={(from) => set({ from: from || null })}
          data-testid="control-from"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 2 }}>
        <DateField
          label={t('admin:control.filter.to')}
          {...clear}
          value={filter.to}
          onChange={(to) => set({ to: to || null })}
          data-testid="control-to"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <Select
          label={t('admin:control.filter.user')}
          {...clear}
          searchable
          data={users.map((user) => ({ value: user._id, label: user.name }))}
          value={filter.userID}
          onChange={(userID) => set({ userID })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6, md: 2 }}>
        <Select
          label={t('admin:control.filter.storeType')}
          {...clear}
          searchable
          data={[...STORE_TYPES]}
          value={filter.storeType}
          onChange={(storeType) => set({ storeType: storeType as ControlFilter['storeType'] })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 'auto' }}>
        <Select
          label={t('admin:control.filter.testType')}
          {...clear}
          data={TEST_TYPES.map((type) => ({ value: type, label: t(`admin:purchases.testType.${type}`) }))}
          value={filter.testType}
          onChange={(testType) => set({ testType: testType as ControlFilter['testType'] })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 6, md: 'auto' }}>
        <Select
          label={t('admin:control.filter.outcome')}
          {...clear}
          data={CONTROL_OUTCOMES.map((outcome) => ({
            value: outcome,
            label: t(`admin:control.outcome.${outcome}`),
          }))}
          value={filter.outcome}
          onChange={(outcome) => set({ outcome: outcome as ControlFilter['outcome'] })}
          data-testid="control-outcome"
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 'content' }}>
        <Button variant="default" fullWidth onClick={() => onChange(NO_FILTER)}>
          {t('admin:control.filter.reset')}
        </Button>
      </Grid.Col>
    </Grid>
  );
}
