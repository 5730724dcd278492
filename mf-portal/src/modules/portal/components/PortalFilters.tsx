import { Button, Grid, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { DateField } from '@agecheck/ui/date-field';
import { IconSearch, formatDate, localeOf, useShell } from '@agecheck/ui';
import { canChooseVl, initialVl, toIsoDate, type PortalQuery } from '@agecheck/contracts';
import { useSalesRegions } from '../portal.api';
import { defaultPeriod, isoWeekRange, monthRange, pastMonths, pastWeeks, portalYears } from '../periods';
import { vlOptions } from '../vl-options';

type FilterValues = {
  year: string;
  month: string | null;
  week: string | null;
  from: string | null;
  to: string | null;
  vl: string;
  vst: string;
};

type Props = { onSearch: (query: PortalQuery) => void; searching: boolean };

/**
 * The portal's filters (promo-checks spec, section 2.3): year, month, calendar week, date range, VL and store
 * number. A month or a week sets the date range; the VL can be chosen only by users who see all regions.
 */
export function PortalFilters({ onSearch, searching }: Props) {
  const { t, i18n } = useTranslation(['portal', 'common']);
  const { user } = useShell();
  const today = toIsoDate();
  const period = defaultPeriod(today);
  const regions = useSalesRegions();
  const vlChoosable = canChooseVl(user);

  const form = useForm<FilterValues>({
    initialValues: {
      year: today.slice(0, 4),
      month: null,
      week: null,
      from: period.from,
      to: period.to,
      vl: initialVl(user),
      vst: '',
    },
    validate: {
      from: (value) => (value ? null : t('common:util.required')),
      to: (value, values) =>
        !value
          ? t('common:util.required')
          : values.from && value < values.from
            ? t('portal:filter.rangeErr')
            : null,
    },
  });

  const year = Number(form.values.year);
  const monthName = new Intl.DateTimeFormat(localeOf(i18n.language), { month: 'long' });

  const chooseRange = (range: { from: string; to: string }, patch: Partial<FilterValues>) =>
    form.setValues({ ...patch, from: range.from, to: range.to });

  return (
    <form
      onSubmit={form.onSubmit((values) =>
        onSearch({ from: values.from ?? '', to: values.to ?? '', vl: values.vl, vst: values.vst }),
      )}
    >
      <Grid gap="sm" align="flex-end">
        <Grid.Col span={{ base: 12, xs: 4, md: 2 }}>
          <Select
            label={t('portal:filter.year')}
            data={portalYears(today).map(String)}
            allowDeselect={false}
            {...form.getInputProps('year')}
            onChange={(value) => form.setValues({ year: value ?? form.values.year, month: null, week: null })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 4, md: 2 }}>
          <Select
            label={t('portal:filter.month')}
            placeholder={t('portal:filter.choose')}
            clearable
            data={pastMonths(year, today).map((month) => ({
              value: String(month),
              label: monthName.format(new Date(Date.UTC(year, month - 1, 1))),
            }))}
            value={form.values.month}
            onChange={(value) =>
              value
                ? chooseRange(monthRange(year, Number(value)), { month: value, week: null })
                : form.setFieldValue('month', null)
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 4, md: 3 }}>
          <Select
            label={t('portal:filter.week')}
            placeholder={t('portal:filter.choose')}
            clearable
            searchable
            data={pastWeeks(year, today).map((week) => {
              const range = isoWeekRange(year, week);
              return {
                value: String(week),
                label: t('portal:filter.weekLabel', {
                  week,
                  from: formatDate(range.from),
                  to: formatDate(range.to),
                }),
              };
            })}
            value={form.values.week}
            onChange={(value) =>
              value
                ? chooseRange(isoWeekRange(year, Number(value)), { week: value, month: null })
                : form.setFieldValue('week', null)
            }
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 2 }}>
          <DateField
            label={t('portal:filter.from')}
            {...form.getInputProps('from')}
            onChange={(value) => form.setValues({ from: value, month: null, week: null })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, md: 3 }}>
          <DateField
            label={t('portal:filter.to')}
            {...form.getInputProps('to')}
            onChange={(value) => form.setValues({ to: value, month: null, week: null })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <Select
            label={t('portal:filter.vl')}
            description={vlChoosable ? undefined : t('portal:filter.vlFixed')}
            disabled={!vlChoosable}
            allowDeselect={false}
            searchable
            data={vlOptions(
              regions.data ?? [],
              {
                all: t('portal:filter.allVls'),
                active: t('portal:filter.activeVls'),
                archived: t('portal:filter.archivedVls'),
              },
              user.vl,
            )}
            {...form.getInputProps('vl')}
            data-testid="portal-vl"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 4 }}>
          <TextInput label={t('portal:filter.vst')} inputMode="numeric" {...form.getInputProps('vst')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Button type="submit" fullWidth leftSection={<IconSearch size={16} />} loading={searching}>
            {t('portal:filter.search')}
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
