import { domainException, type ErrorSpec } from '@agecheck/nest-common';

export const PUSH_ERRORS = {
  /** Another user's push registration: only one's own (decision D-C15). */
  PUSH_FORBIDDEN: { status: 403, key: 'util.forbidden' },
  /** A subscription whose endpoint is none of the push services the server posts to (decision 0048). */
  PUSH_ENDPOINT_REFUSED: { status: 400, key: 'push.invalidEndpoint' },
} as const satisfies Record<string, ErrorSpec>;

export type PushErrorCode = keyof typeof PUSH_ERRORS;

export class PushException extends domainException(PUSH_ERRORS) {}
