import type { Outbox } from './outbox';
import type { OutboxBlob, OutboxReport, OutboxRequest, SendError } from './outbox-db';
import { isLoginRequired } from '@agecheck/ui';
import { withStoredNames } from './body-path';

/**
 * The access token of the signed-in user. `refresh: true` asks for a new one even if the current one looks
 * valid (the server answered 401). Throws `LoginRequiredError` (`@agecheck/ui`) when only a new login can give one.
 */
export type TokenSource = (options: { refresh: boolean }) => Promise<string | undefined>;

/** The part of the Web Locks API the sender uses (`navigator.locks`). */
export type Locks = Pick<LockManager, 'request'>;

/**
 * What the sender is doing: nothing to do, sending, waiting to retry after a failure (`retryAt`), or
 * paused until the user signs in again.
 */
export type SenderPhase = 'idle' | 'sending' | 'retrying' | 'loginNeeded';
export type SenderState = { phase: SenderPhase; retryAt?: number };

export type SenderOptions = {
  outbox: Outbox;
  /** Only this user's reports are sent, with this user's token (OFFLINE.md, point 7). */
  userId: string;
  getToken: TokenSource;
  /** Prefix of the reports' paths; empty for the page's own origin. */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** One sender across the tabs of a browser; `navigator.locks` by default. */
  locks?: Locks;
  /** Whether the phone has a network (`navigator.onLine` by default): the longest wait depends on it. */
  isOnline?: () => boolean;
  /** How long one request may take before it counts as unanswered (`REQUEST_TIMEOUT_MS` by default). */
  requestTimeoutMs?: number;
};

/**
 * How long one request of the sender may take: a connection that stalls (the network went in the middle
 * of a send) must not keep a report "on its way" and the queue behind it for good.
 */
export const REQUEST_TIMEOUT_MS = 60_000;

/** The name of the Web Lock only the sending tab holds. */
export const SENDER_LOCK = 'agecheck-outbox-sender';

/**
 * The first wait after a failed attempt, the longest while the phone is online (a lost answer or a server
 * that is restarting: seconds, not minutes; issue 17, item 11) and the longest while it is offline (the
 * network's return tries at once anyway; OFFLINE.md, point 5: 1 s to 5 min).
 */
export const BACKOFF_FIRST_MS = 1_000;
export const BACKOFF_ONLINE_MAX_MS = 10_000;
export const BACKOFF_MAX_MS = 300_000;

/**
 * The wait after `failures` failed attempts of a report that count toward it: 1 s, 2 s, 4 s, ... at most
 * 10 s while the phone is online, at most 5 min while it is offline.
 */
export function backoffDelay(failures: number, online = true): number {
  const max = online ? BACKOFF_ONLINE_MAX_MS : BACKOFF_MAX_MS;
  return Math.min(BACKOFF_FIRST_MS * 2 ** Math.max(0, failures - 1), max);
}

/**
 * How many failed attempts count toward a report's next wait after one more failure: an attempt the sender
 * made by itself when the wait was over counts; one a trigger made at once (the network back, the app in the
 * foreground, a new save, "Jetzt senden") does not make the wait longer.
 */
export function failuresAfter(previous: number, triggered: boolean): number {
  return triggered ? Math.max(previous, 1) : previous + 1;
}

/** How the server's answer decides a report's fate (OFFLINE.md, point 6). */
export type AnswerClass = 'ok' | 'unauthorized' | 'retry' | 'refused';

export function classifyStatus(status: number): AnswerClass {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 401) return 'unauthorized';
  // A timeout, too many requests or a server failure pass; any other 4xx is the content's fault.
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'refused';
}

type Outcome =
  | { kind: 'sent'; answer: unknown }
  | { kind: 'unauthorized' }
  | { kind: 'retry'; error: SendError }
  | { kind: 'refused'; error: SendError };

type Answer = { class: AnswerClass; status: number; body: unknown };

async function readAnswer(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function answerError(answer: Answer): SendError {
  const message =
    typeof answer.body === 'object' && answer.body !== null && 'message' in answer.body
      ? String((answer.body as { message: unknown }).message)
      : `HTTP ${answer.status}`;
  return { status: answer.status, message, answer: answer.body };
}

/**
 * Sends the queued reports of one user (OFFLINE.md, points 5 and 6): driven by the page, one tab at a time
 * (Web Lock), oldest first, one report at a time, its files before it. 2xx: sent; 401: the token is
 * refreshed once, then the queue pauses until a login (nothing is dropped); 5xx or no answer: the report
 * stays queued with a wait of its own (`backoffDelay`, kept as `retryAt`) and the reports behind it go on
 * (a lost answer holds back no other report; issue 17, item 11); another 4xx: the report needs attention and
 * the next one goes. A trigger (`sendNow`) tries every waiting report at once.
 */
export class Sender {
  private state: SenderState = { phase: 'idle' };
  private readonly listeners = new Set<() => void>();
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private againTriggered = false;
  private stopped = false;
  private readonly fetch: typeof fetch;

  constructor(private options: SenderOptions) {
    this.fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  }

  get userId(): string {
    return this.options.userId;
  }

  /** A newer token source (the session was renewed); the user stays the same. */
  setTokenSource(getToken: TokenSource): void {
    this.options = { ...this.options, getToken };
  }

  getState(): SenderState {
    return this.state;
  }

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /**
   * Sends what waits, now: the start of the page, the network back, the app in the foreground, a new report,
   * the "send now" button. A pause for a login is lifted only by `resume`.
   */
  sendNow(): Promise<void> {
    return this.run(true);
  }

  /** A pass over the waiting reports: `triggered` tries each at once, otherwise only those whose wait is over. */
  private run(triggered: boolean): Promise<void> {
    if (this.stopped || this.state.phase === 'loginNeeded') return this.running ?? Promise.resolve();
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    if (this.running) {
      this.again = true;
      this.againTriggered ||= triggered;
      return this.running;
    }
    this.running = this.runUnderLock(triggered).finally(() => {
      this.running = undefined;
      if (this.again && !this.stopped) {
        const again = this.againTriggered;
        this.again = false;
        this.againTriggered = false;
        void this.run(again);
      }
    });
    return this.running;
  }

  /** The user signed in again: sending goes on. */
  resume(): Promise<void> {
    if (this.state.phase === 'loginNeeded') this.setState({ phase: 'idle' });
    return this.sendNow();
  }

  /** Stops sending (sign-out, another user); a send under way finishes its current request. */
  stop(): void {
    this.stopped = true;
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  private setState(state: SenderState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  private async runUnderLock(triggered: boolean): Promise<void> {
    const locks = this.options.locks ?? globalThis.navigator?.locks;
    // Without Web Locks (browsers before 2022) each tab sends; the idempotent PUT still stores a report once.
    if (!locks) return this.drain(triggered);
    await locks.request(SENDER_LOCK, () => this.drain(triggered));
  }

  private isOnline(): boolean {
    return this.options.isOnline ? this.options.isOnline() : (globalThis.navigator?.onLine ?? true);
  }

  /** The user's reports that are queued, or were being sent when their page went away, oldest first. */
  private async waitingReports(): Promise<OutboxReport[]> {
    const waiting = await this.options.outbox.db.reports
      .where('[userId+state]')
      .anyOf([
        [this.options.userId, 'queued'],
        [this.options.userId, 'sending'],
      ])
      .toArray();
    return waiting.filter((report) => report.request).sort((a, b) => (a.queuedAt ?? 0) - (b.queuedAt ?? 0));
  }

  private async drain(triggered: boolean): Promise<void> {
    const { reports } = this.options.outbox.db;
    // reports that failed in this pass: tried again after their wait, the others go meanwhile
    const failed = new Set<string>();
    for (;;) {
      if (this.stopped) return;
      const waiting = await this.waitingReports();
      const now = Date.now();
      const report = waiting.find(
        (candidate) => !failed.has(candidate.id) && (triggered || (candidate.retryAt ?? 0) <= now),
      );
      if (!report?.request) {
        this.waitForNext(waiting);
        return;
      }
      this.setState({ phase: 'sending' });
      await reports.update(report.id, { state: 'sending', updatedAt: Date.now() });
      const outcome = await this.deliver(report, report.request);
      await this.settle(report.id, outcome, triggered);
      if (outcome.kind === 'unauthorized') {
        this.setState({ phase: 'loginNeeded' });
        return;
      }
      if (outcome.kind === 'retry') {
        failed.add(report.id);
        // without a network the others cannot go either: they wait for its return
        if (!this.isOnline()) {
          this.waitForNext(await this.waitingReports());
          return;
        }
      }
    }
  }

  /** Idle when nothing waits; otherwise a try when the first wait is over. */
  private waitForNext(waiting: readonly OutboxReport[]): void {
    if (waiting.length === 0) {
      this.setState({ phase: 'idle' });
      return;
    }
    const retryAt = Math.min(...waiting.map((report) => report.retryAt ?? 0));
    this.setState({ phase: 'retrying', retryAt });
    if (this.retryTimer !== undefined) clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => void this.run(false), Math.max(0, retryAt - Date.now()));
  }

  /** Writes the outcome of one attempt; a version queued meanwhile (`nextRequest`) is queued in its place. */
  private async settle(id: string, outcome: Outcome, triggered: boolean): Promise<void> {
    const { db } = this.options.outbox;
    const now = Date.now();
    await db.transaction('rw', db.reports, db.blobs, db.meta, async () => {
      const report = await db.reports.get(id);
      if (!report) return;
      if (outcome.kind === 'sent') await db.meta.put({ key: 'lastSentAt', value: now });
      if ((outcome.kind === 'sent' || outcome.kind === 'refused') && report.nextRequest) {
        await db.reports.update(id, {
          state: 'queued',
          request: report.nextRequest,
          nextRequest: undefined,
          attempts: 0,
          failures: 0,
          retryAt: undefined,
          lastError: outcome.kind === 'refused' ? outcome.error : undefined,
          updatedAt: now,
        });
        return;
      }
      if (outcome.kind === 'sent') {
        await db.reports.update(id, {
          state: 'sent',
          sentAt: now,
          answer: outcome.answer,
          attempts: 0,
          failures: 0,
          retryAt: undefined,
          lastError: undefined,
          updatedAt: now,
        });
        // The server has the files now: the phone frees their bytes.
        await db.blobs.where('reportId').equals(id).delete();
      } else if (outcome.kind === 'refused') {
        await db.reports.update(id, { state: 'needsAttention', lastError: outcome.error, updatedAt: now });
      } else if (outcome.kind === 'retry') {
        const failures = failuresAfter(report.failures ?? 0, triggered);
        await db.reports.update(id, {
          state: 'queued',
          attempts: report.attempts + 1,
          failures,
          retryAt: now + backoffDelay(failures, this.isOnline()),
          lastError: outcome.error,
          updatedAt: now,
        });
      } else {
        await db.reports.update(id, { state: 'queued', updatedAt: now });
      }
    });
  }

  /** Uploads the report's files not yet on the server, then sends the report with their stored names. */
  private async deliver(report: OutboxReport, request: OutboxRequest): Promise<Outcome> {
    const session = { refreshed: false };
    const blobs = await this.options.outbox.db.blobs.where('reportId').equals(report.id).toArray();
    for (const blob of blobs) {
      if (blob.storedName) continue;
      const answer = await this.call(session, () => this.uploadInit(blob), blob.upload.url);
      if (!('class' in answer) || answer.class !== 'ok') return this.outcomeOf(answer);
      const storedName = (answer.body as Record<string, unknown> | undefined)?.[blob.upload.answerKey];
      if (typeof storedName !== 'string') {
        return {
          kind: 'refused',
          error: { status: answer.status, message: 'upload answer without a file name', answer: answer.body },
        };
      }
      blob.storedName = storedName;
      await this.options.outbox.db.blobs.update(blob.id, { storedName });
    }
    const body = withStoredNames(request.body, blobs);
    const answer = await this.call(
      session,
      () => ({
        method: request.method,
        headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
      request.url,
    );
    return this.outcomeOf(answer);
  }

  private uploadInit(blob: OutboxBlob): RequestInit {
    const form = new FormData();
    for (const [name, value] of Object.entries(blob.upload.fields ?? {})) form.append(name, value);
    form.append(blob.upload.fileField, new Blob([blob.data], { type: blob.type }), blob.upload.fileName);
    return { method: 'POST', body: form };
  }

  private outcomeOf(answer: Answer | SendError): Outcome {
    if (!('class' in answer)) return { kind: 'retry', error: answer };
    if (answer.class === 'ok') return { kind: 'sent', answer: answer.body };
    if (answer.class === 'unauthorized') return { kind: 'unauthorized' };
    return { kind: answer.class, error: answerError(answer) };
  }

  /**
   * One request with the user's token; a 401 refreshes the token once per report and asks again. Resolves
   * with the answer, or with the network error when there was none.
   */
  private async call(
    session: { refreshed: boolean },
    init: () => RequestInit,
    url: string,
  ): Promise<Answer | SendError> {
    for (;;) {
      let token: string | undefined;
      try {
        token = await this.options.getToken({ refresh: false });
      } catch (error) {
        if (isLoginRequired(error)) return { class: 'unauthorized', status: 401, body: undefined };
        return { message: String(error) };
      }
      const request = init();
      const headers = new Headers(request.headers);
      headers.set('Accept', 'application/json');
      if (token) headers.set('Authorization', `Bearer ${token}`);
      const controller = new AbortController();
      const timer = setTimeout(
        () => controller.abort(new Error('no answer in time')),
        this.options.requestTimeoutMs ?? REQUEST_TIMEOUT_MS,
      );
      let answer: Answer;
      try {
        const response = await this.fetch(`${this.options.baseUrl ?? ''}${url}`, {
          ...request,
          headers,
          signal: controller.signal,
        });
        answer = {
          class: classifyStatus(response.status),
          status: response.status,
          body: controller.signal.aborted ? undefined : await readAnswer(response),
        };
        if (controller.signal.aborted) return { message: 'no answer in time' };
      } catch (error) {
        return { message: error instanceof Error ? error.message : String(error) };
      } finally {
        clearTimeout(timer);
      }
      if (answer.class !== 'unauthorized' || session.refreshed) return answer;
      session.refreshed = true;
      try {
        await this.options.getToken({ refresh: true });
      } catch {
        return answer;
      }
    }
  }
}
