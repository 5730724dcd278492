import { useState } from 'react';
import { Button, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type {
  TimetrackCustomer,
  TimetrackRegion,
  TimetrackTkRegion,
  TimetrackValoraRegion,
} from '@agecheck/contracts';
import { IconPlus, PageHeader } from '@agecheck/ui';
import { DeleteEntryDialog } from '../../catalog/components/DeleteEntryDialog';
import { useDeleteTimetrackEntry, useTimetrackList } from '../timetrack-admin.api';
import { TIMETRACK_ADMIN_TABS, timetrackAdminTabOf, type TimetrackAdminTab } from '../timetrack-admin-tab';
import { CustomerDialog } from './CustomerDialog';
import { RegionDialog } from './RegionDialog';
import { TimetrackAdminList } from './TimetrackAdminList';
import { TkRegionDialog } from './TkRegionDialog';
import { ValoraRegionDialog } from './ValoraRegionDialog';

/** What is open: a dialog for a new (no entry) or a saved entry of a tab. */
type Editing =
  | { tab: 'customers'; entry?: TimetrackCustomer }
  | { tab: 'regions'; entry?: TimetrackRegion }
  | { tab: 'valoraRegions'; entry?: TimetrackValoraRegion }
  | { tab: 'tkRegions'; entry?: TimetrackTkRegion };

/**
 * /admin/timetrack (checklist A-R4, A.7, A.8; back-office spec, sections 2, 3, 5; admin): the detectives'
 * customers, the surveillance regions, the Valora regions and the test-purchase regions in four tabs; create,
 * change, delete each (409 `timetrack.inUse` while records or customers use one). The lists hold tens of
 * entries: each is read whole and sorted on the client. The parameter `download` chooses the tab (decision
 * 0034).
 */
export function TimetrackAdminPage() {
  const { t } = useTranslation(['admin', 'common']);
  const [params, setParams] = useSearchParams();
  const tab = timetrackAdminTabOf(params.get('download'));
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toDelete, setToDelete] = useState<{ tab: TimetrackAdminTab; id: string; name: string } | null>(null);
  const customers = useTimetrackList('customers');
  const regions = useTimetrackList('regions');
  const valoraRegions = useTimetrackList('valoraRegions');
  const tkRegions = useTimetrackList('tkRegions');
  const removals = {
    customers: useDeleteTimetrackEntry('customers'),
    regions: useDeleteTimetrackEntry('regions'),
    valoraRegions: useDeleteTimetrackEntry('valoraRegions'),
    tkRegions: useDeleteTimetrackEntry('tkRegions'),
  };

  const regionList = regions.data ?? [];
  const regionNames = new Map(regionList.map((region) => [region._id, region.name]));
  const nextOrder = Math.max(0, ...regionList.map((region) => region.order)) + 1;
  const askDelete = (of: TimetrackAdminTab) => (entry: { _id: string; name: string }) =>
    setToDelete({ tab: of, id: entry._id, name: entry.name });

  return (
    <Stack>
      <PageHeader
        title={t('admin:timetrackAdmin.title')}
        description={t('admin:timetrackAdmin.description')}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({ tab })}>
            {t(`admin:timetrackAdmin.new.${tab}`)}
          </Button>
        }
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams({ download: timetrackAdminTabOf(value) }, { replace: true })}
      >
        <Tabs.List>
          {TIMETRACK_ADMIN_TABS.map((each) => (
            <Tabs.Tab key={each} value={each}>
              {t(`admin:timetrackAdmin.tab.${each}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="customers" pt="md">
          <TimetrackAdminList
            tab="customers"
            list={customers}
            columns={[
              { id: 'name', header: t('admin:timetrackAdmin.field.name'), value: (row) => row.name },
              { id: 'vst', header: t('admin:timetrackAdmin.field.vst'), value: (row) => row.vst },
              {
                id: 'region',
                header: t('admin:timetrackAdmin.field.region'),
                value: (row) => regionNames.get(row.region) ?? '–',
              },
              {
                id: 'kind',
                header: t('admin:timetrackAdmin.field.kind'),
                value: (row) => t(`common:timetrack.customerKinds.${row.kind}`),
              },
            ]}
            onEdit={(entry) => setEditing({ tab: 'customers', entry })}
            onDelete={askDelete('customers')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="regions" pt="md">
          <TimetrackAdminList
            tab="regions"
            list={regions}
            columns={[
              { id: 'order', header: t('admin:timetrackAdmin.field.order'), value: (row) => row.order },
              { id: 'name', header: t('admin:timetrackAdmin.field.name'), value: (row) => row.name },
              { id: 'vstort', header: t('admin:timetrackAdmin.field.vstort'), value: (row) => row.vstort },
              {
                id: 'referenz',
                header: t('admin:timetrackAdmin.field.referenz'),
                value: (row) => row.referenz,
              },
              { id: 'kst', header: t('admin:timetrackAdmin.field.kst'), value: (row) => row.kst },
              {
                id: 'priceNormal',
                header: t('admin:timetrackAdmin.field.priceNormal'),
                value: (row) => row.price.normal,
                text: (row) => chf(row.price.normal),
              },
              {
                id: 'priceSonntag',
                header: t('admin:timetrackAdmin.field.priceSonntag'),
                value: (row) => row.price.sonntag,
                text: (row) => chf(row.price.sonntag),
              },
            ]}
            onEdit={(entry) => setEditing({ tab: 'regions', entry })}
            onDelete={askDelete('regions')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="valoraRegions" pt="md">
          <TimetrackAdminList
            tab="valoraRegions"
            list={valoraRegions}
            columns={[
              { id: 'name', header: t('admin:timetrackAdmin.field.name'), value: (row) => row.name },
              { id: 'nvl', header: t('admin:timetrackAdmin.field.nvl'), value: (row) => row.nvl },
              {
                id: 'referenz',
                header: t('admin:timetrackAdmin.field.referenz'),
                value: (row) => row.referenz,
              },
              { id: 'kst', header: t('admin:timetrackAdmin.field.kst'), value: (row) => row.kst },
              {
                id: 'priceNormal',
                header: t('admin:timetrackAdmin.field.priceNormal'),
                value: (row) => row.price.normal,
                text: (row) => chf(row.price.normal),
              },
              {
                id: 'priceAdditional',
                header: t('admin:timetrackAdmin.field.priceAdditional'),
                value: (row) => row.price.additional,
                text: (row) => chf(row.price.additional),
              },
            ]}
            onEdit={(entry) => setEditing({ tab: 'valoraRegions', entry })}
            onDelete={askDelete('valoraRegions')}
          />
        </Tabs.Panel>
        <Tabs.Panel value="tkRegions" pt="md">
          <TimetrackAdminList
            tab="tkRegions"
            list={tkRegions}
            columns={[
              { id: 'name', header: t('admin:timetrackAdmin.field.name'), value: (row) => row.name },
              { id: 'api', header: t('admin:timetrackAdmin.field.api'), value: (row) => row.api },
              { id: 'region', header: t('admin:timetrackAdmin.field.region'), value: (row) => row.region },
              {
                id: 'referenz',
                header: t('admin:timetrackAdmin.field.referenz'),
                value: (row) => row.referenz,
              },
              { id: 'kst', header: t('admin:timetrackAdmin.field.kst'), value: (row) => row.kst },
              {
                id: 'priceNormal',
                header: t('admin:timetrackAdmin.field.priceNormal'),
                value: (row) => row.price.normal,
                text: (row) => chf(row.price.normal),
              },
              {
                id: 'priceZusatz',
                header: t('admin:timetrackAdmin.field.priceZusatz'),
                value: (row) => row.price.zusatz,
                text: (row) => (row.price.zusatz === undefined ? '' : chf(row.price.zusatz)),
              },
              {
                id: 'conditionDays',
                header: t('admin:timetrackAdmin.field.conditionDays'),
                value: (row) => row.conditionDays,
              },
            ]}
            onEdit={(entry) => setEditing({ tab: 'tkRegions', entry })}
            onDelete={askDelete('tkRegions')}
          />
        </Tabs.Panel>
      </Tabs>
      {editing?.tab === 'customers' ? (
        <CustomerDialog customer={editing.entry} regions={regionList} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.tab === 'regions' ? (
        <RegionDialog region={editing.entry} nextOrder={nextOrder} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.tab === 'valoraRegions' ? (
        <ValoraRegionDialog region={editing.entry} onClose={() => setEditing(null)} />
      ) : null}
      {editing?.tab === 'tkRegions' ? (
        <TkRegionDialog region={editing.entry} onClose={() => setEditing(null)} />
      ) : null}
      <DeleteEntryDialog
        entry={toDelete}
        remove={removals[toDelete?.tab ?? tab]}
        onClose={() => setToDelete(null)}
      />
    </Stack>
  );
}

/** A price as the invoices write it: CHF with two decimals. */
const chf = (amount: number) => amount.toFixed(2);
