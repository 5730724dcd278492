import { Dexie, type EntityTable } from 'dexie';
import { OUTBOX_DB_NAME } from './names';

/**
 * The life of a report (OFFLINE.md, point 3): typed into a form (`draft`), handed over for sending
 * (`queued`, frozen from then on), on its way (`sending`), accepted by the server (`sent`), or refused by it
 * for a reason the user must look at (`needsAttention`).
 */
export const REPORT_STATES = ['draft', 'queued', 'sending', 'sent', 'needsAttention'] as const;
export type ReportState = (typeof REPORT_STATES)[number];

/** The request that delivers a report: a JSON body to an idempotent address (a PUT of the id made on the phone). */
export type OutboxRequest = {
  method: 'PUT' | 'POST' | 'DELETE';
  /** Path on the platform, e.g. `/api/purchases/0196...`. */
  url: string;
  /** The JSON body; the names of uploaded files are written into it before it is sent. */
  body?: unknown;
};

/** A file kept with a draft (a photo taken, a signature drawn), by its slot in the form. */
export type DraftFile = { data: ArrayBuffer; type: string };

/** The autosaved state of a form: its values as the form keeps them, and its files. */
export type Draft = { form: unknown; files: Record<string, DraftFile>; savedAt: number };

/** Why the last attempt did not go through: the server's status and answer, or a network error. */
export type SendError = { status?: number; message: string; answer?: unknown };

export type OutboxReport = {
  /** The id made on the phone when the form opened; the server's document id. */
  id: string;
  /** What it is: `purchase`, later `timeRecord`, `promoCheck`. */
  kind: string;
  /** The signed-in user who typed it; it is sent only with that user's token. */
  userId: string;
  state: ReportState;
  /** What is sent; none while the report is only a draft. */
  request?: OutboxRequest;
  /** The form as last autosaved on the phone, kept until the report is queued. */
  draft?: Draft;
  /** A newer version saved while this one was being sent; it is queued once the send ends. */
  nextRequest?: OutboxRequest;
  /** Attempts that failed on the way (network, 5xx), since the last change. */
  attempts: number;
  /** The failed attempts that count toward the wait before the next one (`failuresAfter`). */
  failures?: number;
  /** When the sender tries it again by itself after a failure; a trigger tries it at once. */
  retryAt?: number;
  /**
   * Queued by a form's autosave, not by the user's save (issue 17, item 13): sent like any report, but not
   * counted among the reports waiting (a wizard left open in another tab is not a report the user saved).
   */
  autosave?: boolean;
  lastError?: SendError;
  createdAt: number;
  updatedAt: number;
  /** When it was queued: the order of sending (oldest first). */
  queuedAt?: number;
  sentAt?: number;
  /** The server's JSON answer to the last request sent (e.g. the stored purchase, which tells `delayed`). */
  answer?: unknown;
};

/** How a photo or signature is uploaded before the report that names it. */
export type BlobUpload = {
  /** e.g. `/api/images`, `/api/signature` (multipart). */
  url: string;
  /** The multipart field of the bytes (`file`). */
  fileField: string;
  /** The file name given in the multipart part, e.g. `photo.jpg`. */
  fileName: string;
  /** Further multipart fields, e.g. `{ kind: 'receipt', purchaseID }`. */
  fields?: Record<string, string>;
  /** The key of the upload's JSON answer that holds the stored file's name (`img`). */
  answerKey: string;
};

/** A property path into a report's body, e.g. `['signatures', 'cashier', 'img']`. */
export type BodyPath = readonly (string | number)[];

export type OutboxBlob = {
  /** `<report id>:<slot>`, e.g. `0196...:bill`: one file per slot of a report. */
  id: string;
  reportId: string;
  /** Bytes as an ArrayBuffer: Safari fails to store Blobs in IndexedDB (OFFLINE.md). */
  data: ArrayBuffer;
  type: string;
  sha256: string;
  upload: BlobUpload;
  /** Where the stored file's name goes in the report's body. */
  target: BodyPath;
  /** The name the server gave the file, once uploaded (the upload is not repeated). */
  storedName?: string;
};

/** Small facts of the outbox: `lastSentAt`, `persistAsked`. */
export type OutboxMeta = { key: string; value: unknown };

export type OutboxDatabase = Dexie & {
  reports: EntityTable<OutboxReport, 'id'>;
  blobs: EntityTable<OutboxBlob, 'id'>;
  meta: EntityTable<OutboxMeta, 'key'>;
};

export { OUTBOX_DB_NAME };

/** Opens the outbox database (version 1). A later schema is a new `db.version(n)` here, never a changed one. */
export function openOutboxDb(name = OUTBOX_DB_NAME): OutboxDatabase {
  const db = new Dexie(name) as OutboxDatabase;
  db.version(1).stores({
    reports: 'id, [userId+state], [state+queuedAt], kind',
    blobs: 'id, reportId',
    meta: 'key',
  });
  return db;
}
