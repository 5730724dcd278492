import { z } from 'zod';
import { MAX } from '../common';

/**
 * What a stored file is for. The field-app spec (sections 5 and 9) stores images 1600 px wide, receipts
 * 2000 px wide, all as JPEG renamed `.jpg`; a signature is an image of the signature pad.
 */
export const FILE_KINDS = ['image', 'receipt', 'signature'] as const;
export const fileKindSchema = z.enum(FILE_KINDS);
export type FileKind = z.infer<typeof fileKindSchema>;

/** Width in pixels a stored file of each kind has at most (field-app spec, section 9, "Image width"). */
export const STORED_WIDTH: Record<FileKind, number> = { image: 1600, receipt: 2000, signature: 1600 };

/** The largest upload the server takes, in bytes (issue 7: at most 25 MB). */
export const MAX_UPLOAD_BYTES = 25 * 1024 * 1024;

/** The multipart field that carries the file's bytes in `POST /api/images` and `POST /api/signature`. */
export const UPLOAD_FILE_FIELD = 'file';

/** The message keys of uploads and file links, translated de/fr/it where the front ends show them. */
export const FILE_MESSAGE_KEYS = {
  /** The bytes are not an image the server can read (a PDF, a text, a broken file). */
  notAnImage: 'files.notAnImage',
  /** An iPhone photo in HEIC/HEIF the server cannot decode: the phone converts it to JPEG before upload. */
  heic: 'files.heic',
  /** More than 25 MB. */
  tooLarge: 'files.tooLarge',
  /** A multipart request without the `file` field, or with more than one file. */
  noFile: 'files.noFile',
  /** A signed file link whose time is up (or that was changed): ask for a new one with `GET /api/images/:name`. */
  linkExpired: 'files.linkExpired',
} as const;

/** Purchase ids are chosen by the client; the upload names the purchase it belongs to (for the dedup). */
const purchaseIdSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, { error: 'util.invalidId' });

/**
 * The text fields of a `POST /api/images` multipart request besides `file`: `kind=receipt` stores it 2000 px
 * wide (default `image`, 1600 px); `purchaseID` names the purchase, so that the same bytes uploaded again for
 * the same purchase (a retried upload) answer the file already stored instead of storing a second one.
 */
export const imageUploadFieldsSchema = z.strictObject({
  kind: z.enum(['image', 'receipt']).default('image'),
  purchaseID: purchaseIdSchema.optional(),
});
export type ImageUploadFields = z.infer<typeof imageUploadFieldsSchema>;

/** The text fields of a `POST /api/signature` multipart request besides `file` (none at present). */
export const signatureUploadFieldsSchema = z.strictObject({ purchaseID: purchaseIdSchema.optional() });
export type SignatureUploadFields = z.infer<typeof signatureUploadFieldsSchema>;

/** A stored file's name: its id and `.jpg` (field-app spec, section 5: "renamed as jpg on upload"). */
export const storedFileNameSchema = z.string().regex(/^[0-9a-f]{24}\.jpg$/, { error: 'util.notFound' });

/**
 * The answer of `POST /api/images` and `POST /api/signature` (field-app spec, section 7: "answer img"): the
 * stored file's name, which a purchase or the user's settings keep, and the SHA-256 of the bytes the server
 * received (hex), so the sender can tell its upload arrived whole.
 */
export const uploadedFileSchema = z.object({
  img: storedFileNameSchema,
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

/**
 * The answer of `GET /api/images/:name` and `GET /api/images/byID/:type/:id` (field-app spec, section 7:
 * "answer imageUrl"): a short-lived signed link to the bytes (path and query, relative to the platform's
 * origin), usable in an `<img src>` without a token until it expires.
 */
export const imageUrlSchema = z.object({ imageUrl: z.string().max(MAX.url) });
export type ImageUrl = z.infer<typeof imageUrlSchema>;

/**
 * The query of a signed file link: its expiry (seconds since 1970) and the HMAC-SHA256 over name and expiry
 * (hex). Checked by svc-files; a missing, changed or expired one answers 403 `files.linkExpired`.
 */
export const signedFileQuerySchema = z.object({
  expires: z.string().max(20).optional(),
  signature: z.string().max(128).optional(),
});
export type SignedFileQuery = z.infer<typeof signedFileQuerySchema>;
