import type { Page, Shopper } from '@agecheck/contracts';
import type { ApiClient } from '@agecheck/ui';
import type { ShopperAdminFilter } from '../utils/shopper-admin-filter';
import { SHOPPER_PAGE_SIZE } from '../utils/shopper-admin-filter';

/** `GET api/shoppers/all?q&userID&page&pageSize` (docs/decisions/0006-shoppers.md); an answer 404 is an empty page. */
export function fetchAllShoppers(api: ApiClient, filter: ShopperAdminFilter): Promise<Page<Shopper>> {
  const empty: Page<Shopper> = { items: [], total: 0, page: filter.page, pageSize: SHOPPER_PAGE_SIZE };
  return api.getOrEmpty<Page<Shopper>>('/api/shoppers/all', empty, {
    query: { q: filter.q, userID: filter.userID, page: filter.page, pageSize: SHOPPER_PAGE_SIZE },
  });
}
