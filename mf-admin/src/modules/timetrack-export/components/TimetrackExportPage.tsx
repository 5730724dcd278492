import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  TIMETRACK_JTK_SORTS,
  type TimetrackJtkSort,
  type TimetrackUncheckedReports,
} from '@agecheck/contracts';
import { PageHeader, useShell } from '@agecheck/ui';
import { DateField } from '@agecheck/ui/date-field';
import { useTimetrackList } from '../../timetrack-admin/timetrack-admin.api';
import {
  exportPeriodErrors,
  TIMETRACK_EXPORT_TABS,
  timetrackExportTabOf,
  validPeriod,
  type ExportPeriod,
} from '../timetrack-export';
import { ExportJobButton } from './ExportJobButton';
import { UncheckedReports } from './UncheckedReports';

const EXPORT = '/api/timetrack/export';

/**
 * /admin/time/export (checklist A-R5, A.7; B§2 L75, B§5 L140, B§7 L163–164, B§8 L197–L208; admin): the time
 * exports in two tabs over one period (start and end required). Test-shopper service: the payouts to the
 * young test buyers (jtk) with their sort; "export times" checks the unchecked reports first and lists them,
 * and only then offers the Excel (tt/admin) and payroll (salary) exports. Surveillance: the detectives' times
 * (tt/admin, type detektiv), the VL signatures of a region (the region required), the invoices and the
 * statistics, by region. Each export is a job with its progress bar and its download (decision 0034).
 */
export function TimetrackExportPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { api } = useShell();
  const [params, setParams] = useSearchParams();
  const tab = timetrackExportTabOf(params.get('tab'));
  const [period, setPeriod] = useState<ExportPeriod>({ start: null, end: null });
  const [showErrors, setShowErrors] = useState(false);
  const [sort, setSort] = useState<TimetrackJtkSort>('shopper');
  const [region, setRegion] = useState<string | null>(null);
  const [regionError, setRegionError] = useState(false);
  /** The check's answer for the period it was made for; a changed period asks for a new check. */
  const [check, setCheck] = useState<{
    start: string;
    end: string;
    answer: TimetrackUncheckedReports;
  } | null>(null);
  const [checking, setChecking] = useState(false);
  const [checkFailed, setCheckFailed] = useState(false);
  const regions = useTimetrackList('regions');
  const customers = useTimetrackList('customers');

  const errors = showErrors ? exportPeriodErrors(period) : {};
  const valid = validPeriod(period);
  const checked =
    check !== null && valid !== undefined && check.start === valid.start && check.end === valid.end;
  const changePeriod = (next: ExportPeriod) => {
    setPeriod(next);
    setCheck(null);
    setCheckFailed(false);
  };
  /** The period for a body; shows the fields' messages when it is not complete. */
  const periodForBody = () => {
    setShowErrors(true);
    return validPeriod(period);
  };

  const runCheck = async () => {
    const at = periodForBody();
    if (!at) return;
    setChecking(true);
    setCheckFailed(false);
    setCheck(null);
    try {
      const answer = await api.post<TimetrackUncheckedReports>('/api/timetrack/check/tt', at);
      setCheck({ ...at, answer });
    } catch {
      setCheckFailed(true);
    } finally {
      setChecking(false);
    }
  };

  const customerNames = new Map((customers.data ?? []).map((customer) => [customer._id, customer.name]));
  const regionOptions = [...(regions.data ?? [])]
    .sort((a, b) => a.order - b.order || a.name.localeCompare(b.name))
    .map((entry) => ({ value: entry._id, label: entry.name }));
  const withRegion = (body: object | undefined) => (body && region ? { ...body, region } : body);

  return (
    <Stack>
      <PageHeader
        title={t('admin:timetrackExport.title')}
        description={t('admin:timetrackExport.description')}
      />
      <Paper withBorder radius="md" p="md">
        <Group align="flex-start">
          <DateField
            label={t('admin:timetrackExport.start')}
            value={period.start}
            onChange={(value) => changePeriod({ ...period, start: value })}
            error={errors.start ? t(errors.start) : null}
            required
          />
          <DateField
            label={t('admin:timetrackExport.end')}
            value={period.end}
            onChange={(value) => changePeriod({ ...period, end: value })}
            error={errors.end ? t(errors.end) : null}
            required
          />
        </Group>
      </Paper>
      <Tabs
        value={tab}
        onChange={(value) => setParams({ tab: timetrackExportTabOf(value) }, { replace: true })}
      >
        <Tabs.List>
          {TIMETRACK_EXPORT_TABS.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {t(`admin:timetrackExport.tab.${each}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="shopper" pt="md">
          <Stack>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Text fw={600}>{t('admin:timetrackExport.jtkTitle')}</Text>
                <Group align="flex-end">
                  <Select
                    label={t('admin:timetrackExport.sort')}
                    data={TIMETRACK_JTK_SORTS.map((each) => ({
                      value: each,
                      label: t(`admin:timetrackExport.sorts.${each}`),
                    }))}
                    value={sort}
                    onChange={(value) => setSort((value as TimetrackJtkSort | null) ?? 'shopper')}
                    allowDeselect={false}
                  />
                  <ExportJobButton
                    path={`${EXPORT}/jtk`}
                    label={t('admin:timetrackExport.jtk')}
                    body={() => {
                      const at = periodForBody();
                      return at && { ...at, sort };
                    }}
                  />
                </Group>
              </Stack>
            </Paper>
            <Paper withBorder radius="md" p="md">
              <Stack gap="sm">
                <Text fw={600}>{t('admin:timetrackExport.timesTitle')}</Text>
                <Group>
                  <Button onClick={() => void runCheck()} loading={checking}>
                    {t('admin:timetrackExport.check')}
                  </Button>
                </Group>
                {checkFailed ? (
                  <Text size="sm" c="red" role="alert">
                    {t('common:timetrack.check.error')}
                  </Text>
                ) : null}
                {checked ? (
                  <UncheckedReports answer={check.answer} customerName={(id) => customerNames.get(id)} />
                ) : (
                  <Text size="sm" c="dimmed">
                    {t('admin:timetrackExport.checkFirst')}
                  </Text>
                )}
                <Group align="flex-start">
                  <ExportJobButton
                    path={`${EXPORT}/tt/admin`}
                    label={t('admin:timetrackExport.excel')}
                    body={() => (checked ? periodForBody() : undefined)}
                    disabled={!checked}
                  />
                  <ExportJobButton
                    path={`${EXPORT}/salary`}
                    label={t('admin:timetrackExport.salary')}
                    body={() => (checked ? periodForBody() : undefined)}
                    disabled={!checked}
                  />
                </Group>
              </Stack>
            </Paper>
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="surveillance" pt="md">
          <Paper withBorder radius="md" p="md">
            <Stack gap="sm">
              <Select
                label={t('admin:timetrackExport.region')}
                placeholder={t('admin:timetrackExport.allRegions')}
                data={regionOptions}
                value={region}
                onChange={(value) => {
                  setRegion(value);
                  setRegionError(false);
                }}
                error={regionError ? t('common:util.required') : null}
                clearable
                searchable
                maw={360}
              />
              <Group align="flex-start">
                <ExportJobButton
                  path={`${EXPORT}/tt/admin`}
                  label={t('admin:timetrackExport.detectiveTimes')}
                  body={() => {
                    const at = periodForBody();
                    return at && { ...at, type: 'detektiv' };
                  }}
                />
                <ExportJobButton
                  path={`${EXPORT}/vl`}
                  label={t('admin:timetrackExport.vl')}
                  body={() => {
                    const at = periodForBody();
                    setRegionError(!region);
                    return region ? withRegion(at) : undefined;
                  }}
                />
                <ExportJobButton
                  path={`${EXPORT}/bill`}
                  label={t('admin:timetrackExport.bill')}
                  body={() => withRegion(periodForBody())}
                />
                <ExportJobButton
                  path={`${EXPORT}/stats`}
                  label={t('admin:timetrackExport.stats')}
                  body={() => withRegion(periodForBody())}
                />
              </Group>
            </Stack>
          </Paper>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
