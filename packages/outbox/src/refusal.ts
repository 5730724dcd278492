import { ApiError, errorMessageKey } from '@agecheck/ui';
import type { SendError } from './outbox-db';

type ErrorBody = ConstructorParameters<typeof ApiError>[1];

/** A refused report's error as the API client would have thrown it (the house error body in its answer). */
export function refusalError(error: SendError | undefined): ApiError {
  const body: ErrorBody =
    typeof error?.answer === 'object' && error.answer !== null
      ? (error.answer as ErrorBody)
      : { message: error?.message };
  return new ApiError(error?.status ?? 400, body);
}

/** Why the server refused a report, as message keys: its message and the keys of its field errors. */
export type Refusal = { messageKey: string; fieldKeys: string[] };

/**
 * The server's reason for a refused report (docs/engineering.md, "HTTP"): its message key, else the
 * generic 'util.error', and the distinct keys of its field errors.
 */
export function refusalOf(error: SendError | undefined): Refusal {
  const apiError = refusalError(error);
  const fieldKeys = apiError.fieldErrors.map((fieldError) => fieldError.key);
  return {
    messageKey: errorMessageKey(apiError),
    fieldKeys: fieldKeys.filter((key, index) => fieldKeys.indexOf(key) === index),
  };
}
