import { FILE_MESSAGE_KEYS } from '@agecheck/contracts';
import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way an upload or a file request can fail, with its HTTP status and the message key shown. */
export const FILE_ERRORS = {
  FILE_NOT_AN_IMAGE: { status: 400, key: FILE_MESSAGE_KEYS.notAnImage },
  FILE_HEIC: { status: 400, key: FILE_MESSAGE_KEYS.heic },
  FILE_TOO_LARGE: { status: 400, key: FILE_MESSAGE_KEYS.tooLarge },
  FILE_MISSING: { status: 400, key: FILE_MESSAGE_KEYS.noFile },
  FILE_NOT_FOUND: { status: 404, key: 'util.notFound' },
  FILE_LINK_EXPIRED: { status: 403, key: FILE_MESSAGE_KEYS.linkExpired },
  /** The upload names another user's purchase (issue 17, item 5). */
  FILE_PURCHASE_FORBIDDEN: { status: 403, key: 'util.forbidden' },
} as const satisfies Record<string, ErrorSpec>;

export class FileException extends domainException(FILE_ERRORS) {}
