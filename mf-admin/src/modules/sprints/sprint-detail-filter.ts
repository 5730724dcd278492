import type { SprintItem } from '@agecheck/contracts';

/** The filters of the round detail (back-office spec, section 2: "done or open, user, sort by store number, name or type"). */
export const ITEM_STATES = ['all', 'open', 'done'] as const;
export type ItemState = (typeof ITEM_STATES)[number];
export const ITEM_SORTS = ['vst', 'name', 'type'] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

/** `userID` is a user's id, `'none'` the stores nobody is assigned to, `null` everyone. */
export type SprintDetailFilter = { state: ItemState; userID: string | null; sort: ItemSort };

export const UNASSIGNED = 'none';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The filters from the address (`?id=...&state=open&user=...&sort=name`), so a reload or a link keeps them. */
export function filterFromParams(params: URLSearchParams): SprintDetailFilter {
  return {
    state: oneOf(ITEM_STATES, params.get('state'), 'all'),
    userID: params.get('user') || null,
    sort: oneOf(ITEM_SORTS, params.get('sort'), 'vst'),
  };
}

/** The address of the filters; the defaults are left out. */
export function filterToParams(id: string, filter: SprintDetailFilter): URLSearchParams {
  const params = new URLSearchParams({ id });
  if (filter.state !== 'all') params.set('state', filter.state);
  if (filter.userID) params.set('user', filter.userID);
  if (filter.sort !== 'vst') params.set('sort', filter.sort);
  return params;
}

const numeric = new Intl.Collator('de-CH', { numeric: true, sensitivity: 'base' });

const SORT_KEYS: Record<ItemSort, (item: SprintItem) => string> = {
  vst: (item) => item.vst,
  name: (item) => item.store.name,
  type: (item) => item.type,
};

/** The entries the filters let through, sorted (ties by store number). */
export function visibleItems(items: readonly SprintItem[], filter: SprintDetailFilter): SprintItem[] {
  const key = SORT_KEYS[filter.sort];
  return items
    .filter((item) => filter.state === 'all' || item.done === (filter.state === 'done'))
    .filter(
      (item) =>
        filter.userID === null ||
        (filter.userID === UNASSIGNED ? item.userID === null : item.userID === filter.userID),
    )
    .sort((a, b) => numeric.compare(key(a), key(b)) || numeric.compare(a.vst, b.vst));
}
