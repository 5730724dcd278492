import { Injectable } from '@nestjs/common';
import { isDeepStrictEqual } from 'node:util';
import {
  evaluateTimetrackDelete,
  evaluateTimetrackSave,
  isTimetrackAdmin,
  timetrackAccess,
  timetrackReviewRefusal,
  TIMETRACK_PAGE_SIZE,
  type DashboardTimetrackPart,
  type EventEnvelope,
  type Timetrack,
  type TimetrackInput,
  type TimetrackListQuery,
  type TimetrackPage,
  type TimetrackReviewRequest,
  type TimetrackSaveContext,
  type TimetrackSaveVerdict,
} from '@agecheck/contracts';
import { Clock, EventFactory, RequestClient, type AuthUser } from '@agecheck/nest-common';
import { CustomersRepository } from '../customers/customers.repository';
import { TimetrackAdminList } from './timetrack-admin-list';
import { TimetrackException } from './timetrack.exception';
import { TimetrackRepository } from './timetrack.repository';
import { TimetrackSettingsSource } from './timetrack-settings';

const actorOf = (user: AuthUser) => ({ id: user.id, name: user.name });

/** How often a save reads and decides again when other saves of the same record keep coming first. */
const SAVE_ATTEMPTS = 3;

/** What a save may change without changing the content: its version and the time of the latest save. */
const dropSaveStamps = ({ version: _version, updatedAt: _updatedAt, ...content }: Timetrack) =>
  JSON.parse(JSON.stringify(content)) as unknown;

/**
 * Whether a save would store what is stored already (as for purchases, decision 0019: the same content sent
 * again, a retry whose answer was lost, answers the stored record without a new version or event).
 */
export function isSameTimetrackSave(stored: Timetrack, next: Timetrack): boolean {
  return isDeepStrictEqual(dropSaveStamps(stored), dropSaveStamps(next));
}

type Accepted = Extract<TimetrackSaveVerdict, { verdict: 'accepted' }>;

/** The record to store after an accepted save: what the rules decided, with the name, review and stamps kept. */
export function storedTimetrack(
  accepted: Accepted,
  existing: Timetrack | undefined,
  user: AuthUser,
  now: Date,
): Timetrack {
  const { record } = accepted;
  const userName = existing?.userName ?? (record.userID === user.id ? user.name : undefined);
  return {
    ...record,
    ...(userName ? { userName } : {}),
    ...(existing?.review ? { review: existing.review } : {}),
    version: (existing?.version ?? 0) + 1,
    createdAt: existing?.createdAt ?? now.toISOString(),
    updatedAt: now.toISOString(),
  };
}

/**
 * Use cases of time records (checklist A.2 to A.7, A.9 #1–6, A.11): the caller's lists, the admin list, read,
 * save, review and delete. A save is an idempotent upsert by the id the phone made; the server runs
 * `evaluateTimetrackSave` on every save (owner only, locks, the shopper over NATS, every rule of A.5 and A.6).
 * Decisions 0031 to 0033.
 */
@Injectable()
export class TimetrackService {
  constructor(
    private readonly repository: TimetrackRepository,
    private readonly adminList: TimetrackAdminList,
    private readonly customers: CustomersRepository,
    private readonly requests: RequestClient,
    private readonly settings: TimetrackSettingsSource,
    private readonly events: EventFactory,
    private readonly clock: Clock,
  ) {}

  /** The caller's own records, newest first (A.9 #1: own records for everyone; admin lists through the page). */
  listOwn(user: AuthUser): Promise<Timetrack[]> {
    return this.repository.listOf(user.id);
  }

  /** The caller's open (not complete) records: the dashboard's part (A-R7). */
  listOpen(user: AuthUser): Promise<Timetrack[]> {
    return this.repository.listOf(user.id, true);
  }

  /** One page of all records, 50 a page, newest first, with the list's filters (A.7), from memory (decision 0036). */
  page(page: number, query: TimetrackListQuery): Promise<TimetrackPage> {
    return this.adminList.page(query, page, TIMETRACK_PAGE_SIZE);
  }

  /**
   * The admin overview's time-tracking card (the dashboard part `dashboard.timetrack`, decision 0050): the
   * records waiting for the review and those of the current month, counted in the list in memory.
   */
  overview(): Promise<DashboardTimetrackPart> {
    return this.adminList.overviewCounts(this.clock.today());
  }

  async get(user: AuthUser, id: string): Promise<Timetrack> {
    const record = await this.repository.findById(id);
    // Someone else's record answers like a missing one, so its id reveals nothing (A.11).
    if (!record || timetrackAccess(record, user) === 'none')
      throw new TimetrackException('TIMETRACK_NOT_FOUND');
    return record;
  }

  /**
   * Saves the record the phone (or the back office's edit dialog) sends. The same content sent again answers
   * the stored record and changes nothing. An administrator's change of another user's record carries the
   * record as it was (`before`) into the event, so the protocol shows before and after (decision A-C6).
   */
  async save(user: AuthUser, id: string, input: TimetrackInput): Promise<Timetrack> {
    if (input._id !== id) throw new TimetrackException('TIMETRACK_ID_MISMATCH');
    for (let attempt = 1; ; attempt += 1) {
      const existing = await this.repository.findById(id);
      const verdict = evaluateTimetrackSave(input, await this.contextOf(user, input, existing));
      if (verdict.verdict === 'refused') throw this.refusal(verdict);

      const record = storedTimetrack(verdict, existing, user, this.clock.now());
      if (existing && isSameTimetrackSave(existing, record)) return existing;
      const correction = existing && isTimetrackAdmin(user) && existing.userID !== user.id;
      const event = this.events.create(
        'timetrack.record.saved',
        { record, created: verdict.created, ...(correction ? { before: existing } : {}) },
        actorOf(user),
      );
      const written = await this.repository.save(record, [event], existing?.version);
      if (written === 'stored') {
        this.adminList.stored(record);
        return record;
      }
      if (written === 'missing') throw new TimetrackException('TIMETRACK_NOT_FOUND');
      if (attempt === SAVE_ATTEMPTS) throw new TimetrackException('TIMETRACK_CONFLICT');
    }
  }

  /** What the rules need beside the request: the stored record, the payout's shopper, the customer, the lock. */
  private async contextOf(
    user: AuthUser,
    input: TimetrackInput,
    existing: Timetrack | undefined,
  ): Promise<TimetrackSaveContext> {
    const shopperID = input.tk?.obj?._id;
    const customerID = input.typ === 'detektiv' ? input.kunde : undefined;
    const [shopper, customer, settings] = await Promise.all([
      shopperID ? this.requests.request('shopperOwner.get', { id: shopperID }) : null,
      customerID ? this.customers.findById('customer', customerID) : undefined,
      this.settings.current(),
    ]);
    return {
      caller: { id: user.id, roles: user.roles },
      stored: existing,
      shopper: shopper ?? undefined,
      customer,
      settings,
      today: this.clock.today(),
    };
  }

  private refusal(verdict: Extract<TimetrackSaveVerdict, { verdict: 'refused' }>): TimetrackException {
    if (verdict.reason === 'notFound') return new TimetrackException('TIMETRACK_NOT_FOUND');
    if (verdict.reason === 'locked')
      return new TimetrackException('TIMETRACK_LOCKED', undefined, verdict.errors);
    if (verdict.errors.some((error) => error.path === 'tk.obj'))
      return new TimetrackException('TIMETRACK_SHOPPER_UNKNOWN', undefined, verdict.errors);
    return new TimetrackException('TIMETRACK_INVALID', undefined, verdict.errors);
  }

  /**
   * Marks one record or a selection reviewed, or takes the mark back (R-T16, decision A-C11). An incomplete
   * record in the selection refuses the whole selection before anything changes; a record already so marked
   * stays as it is. Answers the records as they are now.
   */
  async review(user: AuthUser, request: TimetrackReviewRequest): Promise<Timetrack[]> {
    const ids = [...new Set(request.ids)];
    const records = await Promise.all(ids.map((id) => this.repository.findById(id)));
    const found = records.filter((record): record is Timetrack => record !== undefined);
    if (found.length !== ids.length) throw new TimetrackException('TIMETRACK_NOT_FOUND');
    const refusals = found.flatMap((record) => {
      const refusal = timetrackReviewRefusal(record, request.reviewed);
      return refusal ? [{ ...refusal, path: `${record._id}.reviewed` }] : [];
    });
    if (refusals.length > 0) throw new TimetrackException('TIMETRACK_NOT_COMPLETE', undefined, refusals);

    const now = this.clock.now();
    const answered: Timetrack[] = [];
    for (const existing of found) {
      if (existing.reviewed === request.reviewed) {
        answered.push(existing);
        continue;
      }
      const { review: _review, ...rest } = existing;
      const record: Timetrack = {
        ...rest,
        reviewed: request.reviewed,
        ...(request.reviewed ? { review: { at: now.toISOString(), by: actorOf(user) } } : {}),
        version: existing.version + 1,
        updatedAt: now.toISOString(),
      };
      const event = this.events.create('timetrack.record.reviewed', { record }, actorOf(user));
      const written = await this.repository.save(record, [event], existing.version);
      if (written !== 'stored') throw new TimetrackException('TIMETRACK_CONFLICT');
      this.adminList.stored(record);
      answered.push(record);
    }
    return answered;
  }

  /** Deletes a record: the owner an open one always, a complete one while not locked; admin always (R-T15). */
  async remove(user: AuthUser, id: string): Promise<void> {
    const record = await this.repository.findById(id);
    const verdict = evaluateTimetrackDelete(record, user, await this.settings.current(), this.clock.today());
    if (verdict === 'notFound' || !record) throw new TimetrackException('TIMETRACK_NOT_FOUND');
    if (verdict === 'locked')
      throw new TimetrackException('TIMETRACK_LOCKED', undefined, [
        { path: 'datum', key: 'timetrack.locked' },
      ]);
    const event: EventEnvelope<unknown> = this.events.create(
      'timetrack.record.deleted',
      { record },
      actorOf(user),
    );
    if (!(await this.repository.remove(id, event, this.clock.now())))
      throw new TimetrackException('TIMETRACK_NOT_FOUND');
    this.adminList.removed(id);
  }
}
