import { z } from 'zod';
import { MAX, objectIdSchema, requiredText } from '../common';
import { ROLES } from '../roles';

// Downloads and their categories (field-app spec, section 2 L51, section 3 L111, section 7 L214; back-office
// spec, section 2 L41 and L81, section 3 L109, section 5 L138, section 7 L187; checklist D.5).
// docs/decisions/0042-downloads.md.

/** The message keys of downloads, translated de/fr/it in the `common` namespace. */
export const DOWNLOAD_MESSAGE_KEYS = {
  /** A field left empty (B§5 L138: category, roles, name required; the names de, fr, it required). */
  required: 'util.required',
  /** The bytes are none of PDF, xlsx, docx, PNG or JPEG (checked by content, not by the name). */
  fileType: 'downloads.fileType',
  /** More than 20 MB. */
  tooLarge: 'downloads.tooLarge',
  /** B§5 L138: "the admin role cannot be assigned" (admin sees every download anyway). */
  adminRole: 'downloads.adminRole',
  /** The file named is not an uploaded download file (upload it first: `POST api/downloads/upload`). */
  unknownFile: 'downloads.unknownFile',
  /** The category named does not exist. */
  unknownCategory: 'downloads.unknownCategory',
  /** A category that holds downloads is not deleted (409, checklist D.5). */
  categoryInUse: 'downloads.categoryInUse',
  /** A signed link to a download's bytes whose time is up: reload the list for a new one. */
  linkExpired: 'downloads.linkExpired',
} as const;

/** The largest download file, in bytes (checklist D.5 decision: at most 20 MB). */
export const MAX_DOWNLOAD_BYTES = 20 * 1024 * 1024;

/** The kinds of download file, by content, with the extension of the stored name and the media type served. */
export const DOWNLOAD_FILE_TYPES = {
  pdf: 'application/pdf',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  png: 'image/png',
  jpg: 'image/jpeg',
} as const;
export type DownloadFileType = keyof typeof DOWNLOAD_FILE_TYPES;

/** A stored download file's name: its id and the extension of its type (`<24 hex>.pdf`). */
export const downloadFileNameSchema = z
  .string({ error: DOWNLOAD_MESSAGE_KEYS.unknownFile })
  .regex(/^[0-9a-f]{24}\.(pdf|xlsx|docx|png|jpg)$/, { error: DOWNLOAD_MESSAGE_KEYS.unknownFile });

/** The roles a download may name: every role but admin, who sees every download (B§5 L138). */
export const DOWNLOAD_ROLES = ROLES.filter((role) => role !== 'admin');
export const downloadRoleSchema = z
  .enum(ROLES, { error: DOWNLOAD_MESSAGE_KEYS.required })
  .refine((role) => role !== 'admin', { error: DOWNLOAD_MESSAGE_KEYS.adminRole });

const name = () => requiredText(DOWNLOAD_MESSAGE_KEYS.required, MAX.name);

/** Body of `POST` and `PUT api/download/categories`: the category's name in de, fr and it, all required. */
export const downloadCategoryInputSchema = z.object({
  names: z.object({ de: name(), fr: name(), it: name() }, { error: DOWNLOAD_MESSAGE_KEYS.required }),
});
export type DownloadCategoryInput = z.infer<typeof downloadCategoryInputSchema>;
export const downloadCategorySchema = downloadCategoryInputSchema.extend({ _id: objectIdSchema });
export type DownloadCategory = z.infer<typeof downloadCategorySchema>;

/**
 * Body of `POST` and `PUT api/downloads`: category, roles (at least one, not admin) and name required; `file`
 * the name `POST api/downloads/upload` answered (required: a change without a new file sends the one it has).
 */
export const downloadInputSchema = z.object({
  category: requiredText(DOWNLOAD_MESSAGE_KEYS.required, MAX.id).pipe(objectIdSchema),
  roles: z
    .array(downloadRoleSchema, { error: DOWNLOAD_MESSAGE_KEYS.required })
    .min(1, { error: DOWNLOAD_MESSAGE_KEYS.required })
    .max(DOWNLOAD_ROLES.length),
  name: name(),
  file: downloadFileNameSchema,
});
export type DownloadInput = z.infer<typeof downloadInputSchema>;
export const downloadSchema = downloadInputSchema.extend({ _id: objectIdSchema });
export type Download = z.infer<typeof downloadSchema>;

/** An item of `GET api/downloads`: the download and a short-lived signed link to its bytes (decision D-C12). */
export const downloadListItemSchema = downloadSchema.extend({ url: z.string().max(MAX.url) });
export type DownloadListItem = z.infer<typeof downloadListItemSchema>;

/** The answer of `POST api/downloads/upload` (B§7 L187: "returns file"): the stored file's name. */
export const uploadedDownloadFileSchema = z.object({ file: downloadFileNameSchema });
export type UploadedDownloadFile = z.infer<typeof uploadedDownloadFileSchema>;
