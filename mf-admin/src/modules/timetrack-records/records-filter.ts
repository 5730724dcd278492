import {
  timetrackListQuerySchema,
  type TimetrackListQuery,
  type TimetrackListStatus,
} from '@agecheck/contracts';

/**
 * The filters of /admin/timetracks (checklist A.7: user, customer, period, status), kept in the address with
 * the page, so that a reload or the way back shows the same list.
 */
export type RecordsFilter = {
  user: string | null;
  /** A test buyer's customer type, a detective customer's id, or an absence type (as the records store it). */
  customer: string | null;
  from: string | null;
  to: string | null;
  status: TimetrackListStatus | null;
  page: number;
};

export const NO_RECORDS_FILTER: RecordsFilter = {
  user: null,
  customer: null,
  from: null,
  to: null,
  status: null,
  page: 1,
};

const QUERY_PARAMS = ['user', 'customer', 'from', 'to', 'status'] as const;
const MAX_PAGE = 1_000_000;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * Reads the filter from the address with the query schema of `GET api/timetrack/admin/page/{page}`: a
 * parameter the schema refuses (an unknown status, a day that is none, an end before the start) is left out,
 * the others still filter; a page that is no whole number from 1 is the first.
 */
export function recordsFilterFromParams(params: URLSearchParams): RecordsFilter {
  const given = Object.fromEntries(
    QUERY_PARAMS.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const refused = new Set(
    timetrackListQuerySchema.safeParse(given).error?.issues.map((issue) => issue.path[0]),
  );
  const valid = timetrackListQuerySchema.safeParse(
    Object.fromEntries(Object.entries(given).filter(([name]) => !refused.has(name))),
  ).data;
  return {
    user: valid?.user || null,
    customer: valid?.customer || null,
    from: valid?.from ?? null,
    to: valid?.to ?? null,
    status: valid?.status ?? null,
    page: pageOf(params.get('page')),
  };
}

/** Writes the filter to the address, leaving out what is not set and the first page. */
export function recordsFilterToParams(filter: RecordsFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of QUERY_PARAMS) {
    const value = filter[name];
    if (value) params[name] = value;
  }
  if (filter.page > 1) params.page = String(filter.page);
  return params;
}

/** The query of `GET api/timetrack/admin/page/{page}` for the filter (the page goes in the path). */
export function recordsListQuery(filter: RecordsFilter): TimetrackListQuery {
  const query: TimetrackListQuery = {};
  if (filter.user) query.user = filter.user;
  if (filter.customer) query.customer = filter.customer;
  if (filter.from) query.from = filter.from;
  if (filter.to) query.to = filter.to;
  if (filter.status) query.status = filter.status;
  return query;
}
