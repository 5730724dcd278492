import type { ShopperListQuery } from '@agecheck/contracts';

/** Rows per page of the shopper administration (the spec leaves page sizes open). */
export const SHOPPER_PAGE_SIZE = 25;

/** The filters of the shopper administration (back-office spec, "Shopper administration"), kept in the URL. */
export type ShopperAdminFilter = { q: string; userID: string | null; page: number };

/** Reads the filter from the URL's search parameters. */
export function filterFromParams(params: URLSearchParams): ShopperAdminFilter {
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    userID: params.get('userID') || null,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Writes the filter to search parameters, leaving defaults out. */
export function filterToParams(filter: ShopperAdminFilter): Record<string, string> {
  const params: Record<string, string> = {};
  if (filter.q) params.q = filter.q;
  if (filter.userID) params.userID = filter.userID;
  if (filter.page > 1) params.page = String(filter.page);
  return params;
}

/** The query of `GET api/shoppers/all` for the filter (empty filters left out). */
export function listQueryOf(filter: ShopperAdminFilter): ShopperListQuery {
  return {
    ...(filter.q ? { q: filter.q } : {}),
    ...(filter.userID ? { userID: filter.userID } : {}),
    page: filter.page,
    pageSize: SHOPPER_PAGE_SIZE,
  };
}

/** Number of pages for a total (at least 1). */
export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / SHOPPER_PAGE_SIZE));
}
