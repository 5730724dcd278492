import type { UserSummary } from '@agecheck/contracts';
import type { ApiClient } from '../api/api-client';

/** `DELETE api/shoppers/{id}`. */
export function deleteShopper(api: ApiClient, id: string): Promise<void> {
  return api.delete(`/api/shoppers/${encodeURIComponent(id)}`);
}

/** `GET api/users?role=testkaeufer`: the test buyers who can own shoppers (not deleted); a 404 means none. */
export function fetchTestBuyers(api: ApiClient): Promise<UserSummary[]> {
  return api.getOrEmpty<UserSummary[]>('/api/users', [], { query: { role: 'testkaeufer' } });
}
