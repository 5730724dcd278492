import { useState } from 'react';
import { Button, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { IconPlus, PageHeader } from '@agecheck/ui';
import { DeleteEntryDialog } from '../../catalog/components/DeleteEntryDialog';
import type { TimetrackColumnContext } from '../timetrack-admin-columns';
import { useDeleteTimetrackEntry, useTimetrackList, type TimetrackEntry } from '../timetrack-admin.api';
import { TIMETRACK_ADMIN_TABS, timetrackAdminTabOf, type TimetrackAdminTab } from '../timetrack-admin-tab';
import { CustomerDialog } from './CustomerDialog';
import { RegionDialog } from './RegionDialog';
import { TimetrackAdminList } from './TimetrackAdminList';
import { TkRegionDialog } from './TkRegionDialog';
import { ValoraRegionDialog } from './ValoraRegionDialog';

/** What is open: a dialog for a new (no entry) or a saved entry of a tab. */
type Editing = { [Tab in TimetrackAdminTab]: { tab: Tab; entry?: TimetrackEntry<Tab> } }[TimetrackAdminTab];

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
  const regions = useTimetrackList('regions');
  const remove = useDeleteTimetrackEntry(toDelete?.tab ?? tab);

  const regionList = regions.data ?? [];
  const regionNames = new Map(regionList.map((region) => [region._id, region.name]));
  const nextOrder = Math.max(0, ...regionList.map((region) => region.order)) + 1;
  const context: TimetrackColumnContext = {
    regionName: (id) => regionNames.get(id),
    kindName: (kind) => t(`common:timetrack.customerKinds.${kind}`),
  };

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
        {TIMETRACK_ADMIN_TABS.map((each) => (
          <Tabs.Panel key={each} value={each} pt="md">
            <TimetrackAdminList
              tab={each}
              context={context}
              onEdit={(entry) => setEditing({ tab: each, entry } as Editing)}
              onDelete={(entry) => setToDelete({ tab: each, id: entry._id, name: entry.name })}
            />
          </Tabs.Panel>
        ))}
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
      <DeleteEntryDialog entry={toDelete} remove={remove} onClose={() => setToDelete(null)} />
    </Stack>
  );
}
