// @ts-check
import { MAX_ATTEMPTS, retryDelay } from './retry.mjs';

describe('retryDelay: demo data survives a busy platform', () => {
  const now = Date.parse('2026-11-23T10:00:00Z');
  it.each([
    ['a 429 without Retry-After waits 1 s, then doubles', { status: 429, attempt: 1 }, 1000],
    ['third attempt', { status: 429, attempt: 3 }, 4000],
    ['Retry-After in seconds wins over the backoff', { status: 429, retryAfter: '17', attempt: 1 }, 17_000],
    [
      'Retry-After as an HTTP date',
      { status: 503, retryAfter: 'Mon, 23 Nov 2026 10:00:05 GMT', attempt: 1 },
      5000,
    ],
    [
      'a date in the past: at once',
      { status: 429, retryAfter: 'Mon, 23 Nov 2026 09:00:00 GMT', attempt: 1 },
      0,
    ],
    ['never longer than a minute', { status: 429, retryAfter: '3600', attempt: 1 }, 60_000],
    ['backoff capped too', { status: 0, attempt: 7 }, 60_000],
    ['no answer (timeout) is tried again', { status: 0, attempt: 2 }, 2000],
    ['a gateway without its service is tried again', { status: 502, attempt: 1 }, 1000],
    ['garbage Retry-After falls back to the backoff', { status: 429, retryAfter: 'soon', attempt: 2 }, 2000],
  ])('%s', (_name, answer, expected) => {
    expect(retryDelay({ ...answer, now })).toBe(expected);
  });

  it.each([200, 201, 400, 401, 403, 404, 500])('does not try again after %i', (status) => {
    expect(retryDelay({ status, attempt: 1, now })).toBeUndefined();
  });

  it('gives up after the last attempt', () => {
    expect(retryDelay({ status: 429, attempt: MAX_ATTEMPTS, now })).toBeUndefined();
  });
});
