import {
  CONTROL_OUTCOMES,
  STORE_TYPES,
  TEST_TYPES,
  type ControlListQuery,
  type ControlOutcome,
  type StoreType,
  type TestType,
} from '@agecheck/contracts';

/** Rows per page of the control list (the spec leaves page sizes open). */
export const CONTROL_PAGE_SIZE = 50;

/** The filters of the control list (issue 8: date range, user, store type, test type, outcome), kept in the URL. */
export type ControlFilter = {
  from: string | null;
  to: string | null;
  userID: string | null;
  storeType: StoreType | null;
  testType: TestType | null;
  outcome: ControlOutcome | null;
  page: number;
};

export const NO_FILTER: ControlFilter = {
  from: null,
  to: null,
  userID: null,
  storeType: null,
  testType: null,
  outcome: null,
  page: 1,
};

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  list.includes(value as T) ? (value as T) : null;
const dateOf = (value: string | null) => (value && ISO_DATE.test(value) ? value : null);

/** Reads the filter from the URL's search parameters; what is not valid is left out. */
export function filterFromParams(params: URLSearchParams): ControlFilter {
  const page = Number(params.get('page'));
  return {
    from: dateOf(params.get('from')),
    to: dateOf(params.get('to')),
    userID: params.get('userID') || null,
    storeType: oneOf(STORE_TYPES, params.get('storeType')),
    testType: oneOf(TEST_TYPES, params.get('testType')),
    outcome: oneOf(CONTROL_OUTCOMES, params.get('outcome')),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes the filter to search parameters, leaving defaults out. */
export function filterToParams(filter: ControlFilter): Record<string, string> {
  const { page, ...rest } = filter;
  const params: Record<string, string> = Object.fromEntries(
    Object.entries(rest).filter((entry): entry is [string, string] => entry[1] !== null),
  );
  if (page > 1) params.page = String(page);
  return params;
}

/** The query of `GET api/purchases/control/list` for the filter. */
export function listQueryOf(filter: ControlFilter): ControlListQuery {
  const { page, ...rest } = filter;
  return {
    ...Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== null)),
    page,
    pageSize: CONTROL_PAGE_SIZE,
  };
}

/** The URL of the control of a set (back-office spec, section 2: "params controlSet and parentState"). */
export function controlDetailUrl(ids: readonly string[], parentState: string): string {
  const params = new URLSearchParams({ controlSet: ids.join(','), parentState });
  return `/admin/control/detail?${params.toString()}`;
}

/** The set and the place to return to, from the control screen's URL (default: the control list). */
export function controlSetOf(params: URLSearchParams): { ids: string[]; parentState: string } {
  const ids = (params.get('controlSet') ?? '').split(',').filter((id) => id.trim() !== '');
  const parent = params.get('parentState') ?? '';
  // only a path of this application, never another origin
  const parentState = parent.startsWith('/') && !parent.startsWith('//') ? parent : '/admin/control';
  return { ids: [...new Set(ids)], parentState };
}
