import { Injectable } from '@nestjs/common';
import {
  canAccess,
  isOpenEntryOf,
  sprintEntryView,
  type OpenByUserExport,
  type SprintEntry,
  type StoredSprintEntry,
} from '@agecheck/contracts';
import { Clock, type AuthUser } from '@agecheck/nest-common';
import { openListWorkbook } from './open-list.workbook';
import { SprintException } from './sprints.exception';
import { SprintsRepository } from './sprints.repository';

/** Use cases of rounds for the field app: a test buyer's open list, and that list as a spreadsheet. */
@Injectable()
export class SprintsService {
  constructor(
    private readonly repository: SprintsRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * The user's open round entries with per-type progress. A test buyer asks for their own list (another
   * user's answers 403: a user id is no secret, and the refusal says what is wrong); planners and
   * administrators for anyone's (the planning overview's export per user, back-office spec, section 2).
   */
  async openByUser(user: AuthUser, userID: string): Promise<SprintEntry[]> {
    if (userID !== user.id && !canAccess(user.roles, 'planung'))
      throw new SprintException('SPRINT_FORBIDDEN');
    return this.openEntriesOf(userID);
  }

  /** The user's open round entries, for the dashboard's carousel (the gateway asks for the signed-in user). */
  async openEntriesOf(userID: string): Promise<SprintEntry[]> {
    const today = this.clock.today();
    const entries = await this.repository.findActiveByUser(userID, today);
    return entries
      .map((entry) => sprintEntryView(entry))
      .filter((entry) => isOpenEntryOf(entry, userID, today));
  }

  /** The user's entry for a store in a round still running, or null (the purchase warnings notInSprint, allAlk, ...). */
  async currentEntryOf(userID: string, storeID: string): Promise<StoredSprintEntry | null> {
    const entries = await this.repository.findActiveByUser(userID, this.clock.today());
    return entries.find((entry) => entry.storeID === storeID) ?? null;
  }

  /** The open list as an .xlsx; an empty list answers 'open_purchases.noPurchases' (field-app spec, section 8). */
  async exportOpenByUser(user: AuthUser, input: OpenByUserExport): Promise<Buffer> {
    const entries = await this.openByUser(user, input.userID);
    if (entries.length === 0) throw new SprintException('SPRINT_NO_OPEN_PURCHASES');
    return openListWorkbook(entries, input.lang);
  }
}
