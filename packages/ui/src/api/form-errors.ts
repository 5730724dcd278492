import type { FieldError } from '@agecheck/contracts';
import { isApiError } from './api-error';

/**
 * The field errors of an answer 400 as Mantine form errors (`path` to message key), so the form shows the
 * server's keys on the same fields as its own validation. Empty for any other error.
 */
export function formErrorsFromApi(error: unknown): Record<string, string> {
  if (!isApiError(error) || error.status !== 400) return {};
  return Object.fromEntries(
    error.fieldErrors.map((fieldError: FieldError) => [fieldError.path, fieldError.key]),
  );
}
