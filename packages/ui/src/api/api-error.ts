import type { ApiErrorBody, FieldError } from '@agecheck/contracts';

/** An answer of the API with an error status; `code`, `message` and `fieldErrors` come from its body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  /** Field errors of a 400 answer: the field's path and the i18n message key. */
  readonly fieldErrors: readonly FieldError[];

  constructor(status: number, body: Partial<ApiErrorBody> | undefined) {
    super(body?.message || `HTTP ${status}`);
    this.status = status;
    this.code = body?.code ?? `HTTP_${status}`;
    this.fieldErrors = Array.isArray(body?.errors) ? body.errors : [];
  }
}

/** The server could not be reached (no network, DNS, connection refused, request aborted by a timeout). */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';

  constructor(cause: unknown) {
    super('the server could not be reached', { cause });
  }
}

/**
 * The session is gone (its refresh token expired or was revoked): only a new login gives a token. The
 * outbox pauses on it and keeps every report (OFFLINE.md, point 6).
 */
export class LoginRequiredError extends Error {
  override readonly name = 'LoginRequiredError';

  constructor() {
    super('a new login is needed');
  }
}

/** True for a LoginRequiredError (also across Module Federation boundaries). */
export function isLoginRequired(error: unknown): error is LoginRequiredError {
  return error instanceof Error && error.name === 'LoginRequiredError';
}

/** True for an ApiError (also across Module Federation boundaries, where `instanceof` is not enough). */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number'
  );
}

/** True for a NetworkError. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof Error && error.name === 'NetworkError';
}

/** True for an answer 404. */
export function isNotFound(error: unknown): boolean {
  return isApiError(error) && error.status === 404;
}

const MESSAGE_KEY = /^[a-zA-Z]+(\.[a-zA-Z_]+)+$/;

/**
 * The message key to show for a failed call: the key the server sent (`util.notFound`, `util.forbidden`,
 * a domain key), else the generic 'util.error'.
 */
export function errorMessageKey(error: unknown): string {
  if (isApiError(error) && MESSAGE_KEY.test(error.message)) return error.message;
  return 'util.error';
}
