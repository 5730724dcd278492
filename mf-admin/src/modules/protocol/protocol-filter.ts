import { protocolQuerySchema, type ProtocolQuery } from '@agecheck/contracts';

/** Entries a page of /admin/protocol (CHECKLIST D.8): 50, from the server. */
export const PROTOCOL_PAGE_SIZE = 50;

export type ProtocolSort = ProtocolQuery['sort'];
export type ProtocolOrder = ProtocolQuery['order'];

/**
 * The filters and sort of /admin/protocol (back-office spec L79: filter and sort by date, module, type), kept
 * in the address with the page, so that a reload or the way back shows the same list.
 */
export type ProtocolFilter = {
  module: string | null;
  type: string | null;
  from: string | null;
  to: string | null;
  sort: ProtocolSort;
  order: ProtocolOrder;
  page: number;
};

export const NO_PROTOCOL_FILTER: ProtocolFilter = {
  module: null,
  type: null,
  from: null,
  to: null,
  sort: 'date',
  order: 'desc',
  page: 1,
};

const QUERY_PARAMS = ['module', 'type', 'from', 'to', 'sort', 'order'] as const;
const MAX_PAGE = 1_000_000;

function pageOf(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/**
 * Reads the filter from the address with the query schema of `GET api/protocols`: a parameter the schema
 * refuses (a day that is none, an unknown sort) is left out, the others still apply; a page that is no whole
 * number from 1 is the first.
 */
export function protocolFilterFromParams(params: URLSearchParams): ProtocolFilter {
  const given = Object.fromEntries(
    QUERY_PARAMS.flatMap((name) => {
      const value = params.get(name)?.trim();
      return value ? [[name, value]] : [];
    }),
  );
  const refused = new Set(protocolQuerySchema.safeParse(given).error?.issues.map((issue) => issue.path[0]));
  const valid = protocolQuerySchema.safeParse(
    Object.fromEntries(Object.entries(given).filter(([name]) => !refused.has(name))),
  ).data;
  return {
    module: valid?.module || null,
    type: valid?.type || null,
    from: valid?.from ?? null,
    to: valid?.to ?? null,
    sort: valid?.sort ?? 'date',
    order: valid?.order ?? 'desc',
    page: pageOf(params.get('page')),
  };
}

/** Writes the filter to the address, leaving out what is not set, the default sort and the first page. */
export function protocolFilterToParams(filter: ProtocolFilter): Record<string, string> {
  const params: Record<string, string> = {};
  for (const name of ['module', 'type', 'from', 'to'] as const) {
    const value = filter[name];
    if (value) params[name] = value;
  }
  if (filter.sort !== NO_PROTOCOL_FILTER.sort) params.sort = filter.sort;
  if (filter.order !== NO_PROTOCOL_FILTER.order) params.order = filter.order;
  if (filter.page > 1) params.page = String(filter.page);
  return params;
}

/** The query of `GET api/protocols` for the filter: its page of 50. */
export function protocolListQuery(filter: ProtocolFilter): Record<string, string> {
  const query: Record<string, string> = {
    sort: filter.sort,
    order: filter.order,
    page: String(filter.page),
    pageSize: String(PROTOCOL_PAGE_SIZE),
  };
  for (const name of ['module', 'type', 'from', 'to'] as const) {
    const value = filter[name];
    if (value) query[name] = value;
  }
  return query;
}
