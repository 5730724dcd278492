import type { TimetrackAdminTab } from './timetrack-admin-tab';
import type { TimetrackEntry } from './timetrack-admin.api';

/** What a column needs beyond its row: the names of the regions and of the customer kinds. */
export type TimetrackColumnContext = {
  regionName: (id: string) => string | undefined;
  kindName: (kind: string) => string;
};

/**
 * A column of a tab's list. Its header is the field's label (`timetrackAdmin.field.<id>`); a price is sorted by
 * its amount and shown as CHF with two decimals, as the invoices write it.
 */
export type TimetrackAdminColumn<T> = {
  id: string;
  value: (row: T, context: TimetrackColumnContext) => string | number | undefined;
  price?: true;
};

type Columns = { [Tab in TimetrackAdminTab]: readonly TimetrackAdminColumn<TimetrackEntry<Tab>>[] };

/** The columns of each tab (checklist A.8: each kind's fields), in the order of its dialog. */
export const TIMETRACK_ADMIN_COLUMNS: Columns = {
  customers: [
    { id: 'name', value: (row) => row.name },
    { id: 'vst', value: (row) => row.vst },
    { id: 'region', value: (row, { regionName }) => regionName(row.region) ?? '–' },
    { id: 'kind', value: (row, { kindName }) => kindName(row.kind) },
  ],
  regions: [
    { id: 'order', value: (row) => row.order },
    { id: 'name', value: (row) => row.name },
    { id: 'vstort', value: (row) => row.vstort },
    { id: 'referenz', value: (row) => row.referenz },
    { id: 'kst', value: (row) => row.kst },
    { id: 'priceNormal', value: (row) => row.price.normal, price: true },
    { id: 'priceSonntag', value: (row) => row.price.sonntag, price: true },
  ],
  valoraRegions: [
    { id: 'name', value: (row) => row.name },
    { id: 'nvl', value: (row) => row.nvl },
    { id: 'referenz', value: (row) => row.referenz },
    { id: 'kst', value: (row) => row.kst },
    { id: 'priceNormal', value: (row) => row.price.normal, price: true },
    { id: 'priceAdditional', value: (row) => row.price.additional, price: true },
  ],
  tkRegions: [
    { id: 'name', value: (row) => row.name },
    { id: 'api', value: (row) => row.api },
    { id: 'region', value: (row) => row.region },
    { id: 'referenz', value: (row) => row.referenz },
    { id: 'kst', value: (row) => row.kst },
    { id: 'priceNormal', value: (row) => row.price.normal, price: true },
    { id: 'priceZusatz', value: (row) => row.price.zusatz, price: true },
    { id: 'conditionDays', value: (row) => row.conditionDays },
  ],
};

/** A price as the invoices write it: CHF with two decimals; nothing when there is none (a zusatz outside coop). */
export const chf = (amount: string | number | undefined) =>
  typeof amount === 'number' ? amount.toFixed(2) : '';
