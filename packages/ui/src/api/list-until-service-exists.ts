import type { ApiClient } from './api-client';
import { isNetworkError } from './api-error';

/**
 * GET of a list from a service that comes in a later issue (the promo service): until it exists, an answer
 * 404, no answer at all or an answer that is not a list mean an empty list rather than an error.
 */
export async function getListUntilServiceExists(api: ApiClient, path: string): Promise<unknown[]> {
  try {
    const items = await api.getOrEmpty<unknown>(path, []);
    return Array.isArray(items) ? items : [];
  } catch (error) {
    if (isNetworkError(error)) return [];
    throw error;
  }
}
