import { DOWNLOAD_MESSAGE_KEYS } from '@agecheck/contracts';
import { domainException, type ErrorSpec } from '@agecheck/nest-common';

/** Every way a request on downloads and their categories can fail, with its HTTP status and message key. */
export const DOWNLOAD_ERRORS = {
  DOWNLOAD_NOT_FOUND: { status: 404, key: 'util.notFound' },
  /** The upload is none of pdf, xlsx, docx, png, jpg by its content (checklist D.5). */
  DOWNLOAD_FILE_TYPE: { status: 400, key: DOWNLOAD_MESSAGE_KEYS.fileType },
  /** More than 20 MB (checklist D.5). */
  DOWNLOAD_TOO_LARGE: { status: 400, key: DOWNLOAD_MESSAGE_KEYS.tooLarge },
  /** The download names a category that does not exist. */
  DOWNLOAD_CATEGORY_UNKNOWN: { status: 400, key: DOWNLOAD_MESSAGE_KEYS.unknownCategory },
  /** The download names a file that was not uploaded through `POST api/downloads/upload`. */
  DOWNLOAD_FILE_UNKNOWN: { status: 400, key: DOWNLOAD_MESSAGE_KEYS.unknownFile },
  /** A category that holds downloads is not deleted (checklist D.5). */
  DOWNLOAD_CATEGORY_IN_USE: { status: 409, key: DOWNLOAD_MESSAGE_KEYS.categoryInUse },
  /** A missing, changed or expired signed link (decision 0013, D-C12). */
  DOWNLOAD_LINK_EXPIRED: { status: 403, key: DOWNLOAD_MESSAGE_KEYS.linkExpired },
} as const satisfies Record<string, ErrorSpec>;

export class DownloadException extends domainException(DOWNLOAD_ERRORS) {}
