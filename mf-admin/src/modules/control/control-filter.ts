import {
  controlListQuerySchema,
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

const FILTER_PARAMS = ['from', 'to', 'userID', 'storeType', 'testType', 'outcome', 'page'] as const;

/**
 * Reads the filter from the URL's search parameters with the query schema of `GET
 * api/purchases/control/list`; a parameter the schema refuses is left out, the others are kept.
 */
export function filterFromParams(params: URLSearchParams): ControlFilter {
  const given = Object.fromEntries(
    FILTER_PARAMS.flatMap((name) => {
      const value = params.get(name);
      return value ? [[name, value]] : [];
    }),
  );
  // a parameter the schema names in an issue is left out; the others still filter
  const refused = new Set(
    controlListQuerySchema.safeParse(given).error?.issues.map((issue) => issue.path[0]),
  );
  const valid = controlListQuerySchema.safeParse(
    Object.fromEntries(Object.entries(given).filter(([name]) => !refused.has(name))),
  ).data;
  return {
    from: valid?.from ?? null,
    to: valid?.to ?? null,
    userID: valid?.userID || null,
    storeType: valid?.storeType ?? null,
    testType: valid?.testType ?? null,
    outcome: valid?.outcome ?? null,
    page: valid?.page ?? 1,
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
