import { liveQuery } from 'dexie';
import { OUTBOX_QUEUED_EVENT } from './names';
import {
  openOutboxDb,
  type BlobUpload,
  type BodyPath,
  type Draft,
  type DraftFile,
  type OutboxBlob,
  type OutboxDatabase,
  type OutboxReport,
  type OutboxRequest,
  type ReportState,
  type SendError,
} from './outbox-db';

/** A file handed to `enqueue`: uploaded before the report, its stored name written into the body. */
export type BlobInput = {
  /** The file's slot in the report, e.g. `bill`, `cashierSignature`: one file per slot. */
  slot: string;
  data: Blob | ArrayBuffer;
  /** MIME type; taken from the Blob when not given. */
  type?: string;
  upload: BlobUpload;
  target: BodyPath;
};

export type ReportInput = {
  id: string;
  kind: string;
  userId: string;
  request: OutboxRequest;
  /** Queued by an autosave rather than by the user's save: sent, but not counted as waiting. */
  autosave?: boolean;
};

export type DraftInput = { id: string; kind: string; userId: string; form: unknown };

/** States in which a report waits to be sent. */
export const WAITING_STATES: readonly ReportState[] = ['queued', 'sending'];

async function toArrayBuffer(data: Blob | ArrayBuffer): Promise<ArrayBuffer> {
  return data instanceof ArrayBuffer ? data : data.arrayBuffer();
}

/** The SHA-256 of the bytes in hex: the server names the same check (one stored file per purchase and hash). */
export async function sha256Hex(data: ArrayBuffer): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', data);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function toStoredBlob(reportId: string, input: BlobInput): Promise<OutboxBlob> {
  const data = await toArrayBuffer(input.data);
  const type = input.type ?? (input.data instanceof Blob ? input.data.type : '');
  return {
    id: `${reportId}:${input.slot}`,
    reportId,
    data,
    type: type || 'application/octet-stream',
    sha256: await sha256Hex(data),
    upload: input.upload,
    target: input.target,
  };
}

/**
 * The outbox of one browser profile (OFFLINE.md, points 1 to 3): drafts autosaved while a form is open,
 * reports queued for sending with their photos, each report and its files written in one transaction.
 * `onQueued` hears of every newly queued report (the sender starts at once).
 */
export class Outbox {
  private readonly queuedListeners = new Set<() => void>();

  constructor(readonly db: OutboxDatabase = openOutboxDb()) {}

  /** Autosaves a form (values and files). A report already queued keeps its request: the draft rides beside it. */
  async saveDraft(input: DraftInput, files: Record<string, Blob | DraftFile> = {}): Promise<void> {
    const draftFiles: Record<string, DraftFile> = {};
    for (const [slot, file] of Object.entries(files)) {
      draftFiles[slot] = file instanceof Blob ? { data: await file.arrayBuffer(), type: file.type } : file;
    }
    const draft: Draft = { form: input.form, files: draftFiles, savedAt: Date.now() };
    await this.db.transaction('rw', this.db.reports, async () => {
      const existing = await this.db.reports.get(input.id);
      if (existing) {
        await this.db.reports.update(input.id, { draft, updatedAt: draft.savedAt });
        return;
      }
      await this.db.reports.add({
        id: input.id,
        kind: input.kind,
        userId: input.userId,
        state: 'draft',
        draft,
        attempts: 0,
        createdAt: draft.savedAt,
        updatedAt: draft.savedAt,
      });
    });
  }

  /** The draft of a form, or undefined when none is kept (never saved, or queued since). */
  async loadDraft(id: string): Promise<Draft | undefined> {
    return (await this.db.reports.get(id))?.draft;
  }

  /** Drops a draft (the user discarded the form). A report that never left the draft state goes entirely. */
  async deleteDraft(id: string): Promise<void> {
    await this.db.transaction('rw', this.db.reports, async () => {
      const existing = await this.db.reports.get(id);
      if (!existing) return;
      if (existing.state === 'draft') await this.db.reports.delete(id);
      else await this.db.reports.update(id, { draft: undefined });
    });
  }

  /**
   * Queues a report with its files, in one transaction, and drops its draft: once this resolves the report is
   * "saved on the phone". Queued again while it is being sent, the new version waits until that send ends;
   * otherwise it replaces what waited (the same id, an idempotent PUT: the newest content wins).
   */
  async enqueue(report: ReportInput, blobs: readonly BlobInput[] = []): Promise<void> {
    const stored = await Promise.all(blobs.map((blob) => toStoredBlob(report.id, blob)));
    const now = Date.now();
    await this.db.transaction('rw', this.db.reports, this.db.blobs, async () => {
      const existing = await this.db.reports.get(report.id);
      // a version the user saved and that still waits stays the user's, whatever an autosave adds to it
      const savedWaiting = existing && WAITING_STATES.includes(existing.state) && !existing.autosave;
      const autosave = Boolean(report.autosave) && !savedWaiting;
      const previousBlobs = await this.db.blobs.where('reportId').equals(report.id).toArray();
      const uploaded = new Map(previousBlobs.map((blob) => [blob.id, blob]));
      if (existing?.state !== 'sending') {
        await this.db.blobs.bulkDelete(
          previousBlobs.filter((blob) => !stored.some((next) => next.id === blob.id)).map((blob) => blob.id),
        );
      }
      // Bytes already uploaded keep their stored name: the upload is not repeated.
      await this.db.blobs.bulkPut(
        stored.map((blob) => {
          const before = uploaded.get(blob.id);
          return before?.sha256 === blob.sha256 && before.storedName
            ? { ...blob, storedName: before.storedName }
            : blob;
        }),
      );
      if (existing?.state === 'sending') {
        await this.db.reports.update(report.id, {
          nextRequest: report.request,
          autosave,
          draft: undefined,
          updatedAt: now,
        });
        return;
      }
      await this.db.reports.put({
        id: report.id,
        kind: report.kind,
        userId: report.userId,
        state: 'queued',
        request: report.request,
        attempts: 0,
        autosave,
        createdAt: existing?.createdAt ?? now,
        updatedAt: now,
        queuedAt: now,
      });
    });
    this.announceQueued();
    void this.askPersistentStorage();
  }

  /**
   * Asks the browser once, at the first queued report, not to evict the outbox under storage pressure
   * (OFFLINE.md, point 8). The answer does not matter for what follows: the report is stored either way.
   */
  private async askPersistentStorage(): Promise<void> {
    if (typeof navigator === 'undefined' || !navigator.storage?.persist) return;
    if (await this.db.meta.get('persistAsked')) return;
    await this.db.meta.put({ key: 'persistAsked', value: Date.now() });
    await navigator.storage.persist().catch(() => false);
  }

  /** Tells this page's sender, and the shell (which starts a sender if none runs yet). */
  private announceQueued(): void {
    for (const listener of this.queuedListeners) listener();
    if (typeof window !== 'undefined') window.dispatchEvent(new Event(OUTBOX_QUEUED_EVENT));
  }

  /** Hears of every report queued in this page. */
  onQueued(listener: () => void): () => void {
    this.queuedListeners.add(listener);
    return () => this.queuedListeners.delete(listener);
  }

  /** Sends a report that needed attention once more (after the user looked at it), at the end of the queue. */
  async requeue(id: string): Promise<void> {
    await this.db.reports
      .where('id')
      .equals(id)
      .and((report) => report.state === 'needsAttention')
      .modify({
        state: 'queued',
        attempts: 0,
        failures: 0,
        retryAt: undefined,
        lastError: undefined,
        queuedAt: Date.now(),
      });
    this.announceQueued();
  }

  /** Drops a report that needed attention, with its files (the user decided so). */
  async discard(id: string): Promise<void> {
    await this.db.transaction('rw', this.db.reports, this.db.blobs, async () => {
      const report = await this.db.reports.get(id);
      if (report?.state !== 'needsAttention') return;
      await this.db.reports.delete(id);
      await this.db.blobs.where('reportId').equals(id).delete();
    });
  }

  /** The user's reports the server refused (a 4xx other than 401), the newest refusal first. */
  async listNeedsAttention(userId: string): Promise<OutboxReport[]> {
    const reports = await this.db.reports
      .where('[userId+state]')
      .equals([userId, 'needsAttention'])
      .toArray();
    return reports.sort((a, b) => b.updatedAt - a.updatedAt);
  }

  /** One report as the phone keeps it. */
  get(id: string): Promise<OutboxReport | undefined> {
    return this.db.reports.get(id);
  }

  /** A user's reports of one kind, newest first (the per-report status). */
  async list(userId: string, kind?: string): Promise<OutboxReport[]> {
    const reports = await this.db.reports.filter((report) => report.userId === userId).toArray();
    return reports
      .filter((report) => kind === undefined || report.kind === kind)
      .sort((a, b) => b.updatedAt - a.updatedAt);
  }

  /**
   * Calls `listener` with what `read` answers of this outbox, now and after every change to what it read,
   * in this tab or another (e.g. `outbox.watch(() => outbox.get(id), show)`). Returns the function that
   * stops watching.
   */
  watch<T>(read: () => Promise<T>, listener: (value: T) => void): () => void {
    const subscription = liveQuery(read).subscribe({
      next: listener,
      error: (error: unknown) => console.warn('the outbox could not be read', error),
    });
    return () => subscription.unsubscribe();
  }

  /** Whether anything typed is not on the server yet: a draft, or a report waiting to be sent. */
  async holdsUnsent(): Promise<boolean> {
    const unsent = await this.db.reports
      .filter((report) => report.draft !== undefined || WAITING_STATES.includes(report.state))
      .first();
    return unsent !== undefined;
  }

  /**
   * Reports the user saved that wait to be sent (queued or on the way); what an autosave queued (a wizard
   * open in this or another tab) is sent too but not counted (issue 17, item 13).
   */
  waitingCount(userId: string): Promise<number> {
    return this.db.reports
      .where('[userId+state]')
      .anyOf(WAITING_STATES.map((state) => [userId, state]))
      .filter((report) => !report.autosave)
      .count();
  }

  /**
   * Why the user's reports wait, if a try failed: the failure of the waiting report tried again soonest and
   * when that is (the status bar shows it; issue 17, item 11).
   */
  async waitingReason(userId: string): Promise<{ error: SendError; retryAt?: number } | undefined> {
    const failed = await this.db.reports
      .where('[userId+state]')
      .anyOf(WAITING_STATES.map((state) => [userId, state]))
      .filter((report) => report.lastError !== undefined)
      .toArray();
    const first = failed.sort((a, b) => (a.retryAt ?? 0) - (b.retryAt ?? 0))[0];
    return first?.lastError ? { error: first.lastError, retryAt: first.retryAt } : undefined;
  }

  /** Time of the last report the server accepted (any user of this phone), or undefined. */
  async lastSentAt(): Promise<number | undefined> {
    return (await this.db.meta.get('lastSentAt'))?.value as number | undefined;
  }

  /** Closes the database (tests; a page keeps it open). */
  close(): void {
    this.db.close();
  }
}
