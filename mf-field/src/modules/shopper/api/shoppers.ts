import type { Shopper, ShopperInput } from '@agecheck/contracts';
import type { ApiClient } from '@agecheck/ui';

/** `GET api/shoppers`: the caller's own shoppers; an answer 404 means none (field-app spec, section 7). */
export function fetchMyShoppers(api: ApiClient): Promise<Shopper[]> {
  return api.getOrEmpty<Shopper[]>('/api/shoppers', []);
}

/** `GET api/shoppers/{id}`. */
export function fetchShopper(api: ApiClient, id: string): Promise<Shopper> {
  return api.get<Shopper>(`/api/shoppers/${encodeURIComponent(id)}`);
}

/** `POST api/shoppers`: creates without `_id`, changes with it. */
export function saveShopper(api: ApiClient, input: ShopperInput): Promise<Shopper> {
  return api.post<Shopper>('/api/shoppers', input);
}
