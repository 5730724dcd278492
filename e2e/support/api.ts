import { callApi, tokenFor } from '@agecheck/test-kit';

/**
 * Calls the platform's API through the gateway as a demo user (the test kit's token, kept per user: one
 * password grant per user and run, since the realm's brute-force protection locks a user who signs in many
 * times within a second): what the server holds, seen from outside the browser under test.
 */
export async function apiAs<T>(
  username: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  return callApi<T>(path, {
    token: await tokenFor(username),
    method,
    body,
    headers: { accept: 'application/json' },
  });
}
