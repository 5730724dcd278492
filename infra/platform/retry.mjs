// @ts-check
// Calls that wait and try again when the platform is busy: a 429 (rate limit, e.g. right after a load test), a
// 502/503/504 or no answer in time.

/** Attempts before giving up. */
export const MAX_ATTEMPTS = 8;
/** The longest wait between two attempts. */
const MAX_DELAY_MS = 60_000;

/**
 * How long to wait before the next attempt, or undefined to give up: the server's Retry-After (seconds or an
 * HTTP date) when it sends one, else 1 s doubling with each attempt; never longer than a minute.
 * @param {{ status: number, retryAfter?: string | null, attempt: number, now?: number }} answer
 *   status: 0 when there was no answer (network error, timeout); attempt: 1 for the first one
 * @returns {number | undefined} milliseconds
 */
export function retryDelay({ status, retryAfter, attempt, now = Date.now() }) {
  if (attempt >= MAX_ATTEMPTS || ![0, 429, 502, 503, 504].includes(status)) return undefined;
  const backoff = 1000 * 2 ** (attempt - 1);
  if (!retryAfter) return Math.min(backoff, MAX_DELAY_MS);
  const seconds = Number(retryAfter);
  const asked = Number.isFinite(seconds) ? seconds * 1000 : Date.parse(retryAfter) - now;
  return Number.isFinite(asked)
    ? Math.min(Math.max(asked, 0), MAX_DELAY_MS)
    : Math.min(backoff, MAX_DELAY_MS);
}

/**
 * `fetch` that tries again as {@link retryDelay} says, each attempt with a generous timeout. Resolves with the
 * last answer (which may still be an error status); rejects when the last attempt got no answer.
 * @param {string} url
 * @param {RequestInit} [init]
 * @param {{ log?: (line: string) => void, timeoutMs?: number }} [options]
 * @returns {Promise<Response>}
 */
export async function fetchWithRetry(url, init = {}, { log = () => {}, timeoutMs = 60_000 } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    /** @type {Response | undefined} */
    let response;
    /** @type {unknown} */
    let failure;
    try {
      response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      failure = error;
    }
    const status = response?.status ?? 0;
    const delay = retryDelay({ status, retryAfter: response?.headers.get('retry-after'), attempt });
    if (delay === undefined) {
      if (response) return response;
      throw failure;
    }
    await response?.body?.cancel();
    log(
      `${init.method ?? 'GET'} ${new URL(url).pathname}: ${status || 'no answer'}, trying again in ${Math.round(delay / 1000)} s`,
    );
    await new Promise((resolve) => setTimeout(resolve, delay));
  }
}
