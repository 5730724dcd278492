import { Injectable } from '@nestjs/common';
import {
  duplicateStoresOf,
  foundOf,
  isAssignableOwner,
  isPurchaseOfEntry,
  sprintEntryView,
  sprintRoundOf,
  type SprintDelete,
  type SprintDetail,
  type SprintEntry,
  type SprintItemPurchase,
  type SprintItemUpdate,
  type SprintRound,
  type SprintUpdate,
  type StoredSprintEntry,
} from '@agecheck/contracts';
import { RequestClient } from '@agecheck/nest-common';
import { RoundPurchasesRepository } from './round-purchases.repository';
import { SprintException } from './sprints.exception';
import { SprintsRepository } from './sprints.repository';

/** Groups entries by round, keeping the order in which each round first appears. */
function byRound(entries: readonly StoredSprintEntry[]): StoredSprintEntry[][] {
  const rounds = new Map<string, StoredSprintEntry[]>();
  for (const entry of entries)
    rounds.set(entry.sprintListID, [...(rounds.get(entry.sprintListID) ?? []), entry]);
  return [...rounds.values()];
}

/**
 * The back office's rounds (back-office spec, sections 2, 4 and 7): the lists of active and archived rounds
 * with their progress, archive and restore, the detail with the counts per store, the purchases of a store,
 * deleting a round or one of its stores, and assigning a test buyer. Who may do which is the access table's
 * business (deleting a round and assigning are admin only); the service checks what the data must satisfy.
 */
@Injectable()
export class SprintAdminService {
  constructor(
    private readonly repository: SprintsRepository,
    private readonly purchases: RoundPurchasesRepository,
    private readonly requests: RequestClient,
  ) {}

  /** The active rounds, or the archived ones, newest start first. */
  async rounds(archive: boolean): Promise<SprintRound[]> {
    const entries = await this.repository.findByArchive(archive);
    return byRound(entries).map((round) => sprintRoundOf(round.map((entry) => sprintEntryView(entry))));
  }

  /** A round with its store entries (only those of user `sID` when given), their counts and the duplicates. */
  async detail(sprintListID: string, sID?: string): Promise<SprintDetail> {
    const entries = (await this.roundEntries(sprintListID)).map((entry) => sprintEntryView(entry));
    const purchases = await this.purchases.atStores([...new Set(entries.map((entry) => entry.storeID))]);
    const duplicates = duplicateStoresOf(entries);
    return {
      round: sprintRoundOf(entries),
      items: entries
        .filter((entry) => sID === undefined || entry.userID === sID)
        .map((entry) => ({
          ...entry,
          found: foundOf(entry, purchases),
          duplicate: duplicates.includes(entry.vst),
        })),
      duplicates,
    };
  }

  /** The purchases recorded for a store entry of a round, newest first (the detail's purchases dialog). */
  async itemPurchases(id: string): Promise<SprintItemPurchase[]> {
    const entry = await this.entry(id);
    const purchases = await this.purchases.atStores([entry.storeID]);
    return purchases
      .filter((purchase) => isPurchaseOfEntry(purchase, entry))
      .map(({ storeID: _storeID, sprintListID: _sprintListID, ...purchase }) => purchase);
  }

  /** Archives or restores a round; the store counters then sum over the rounds still active. */
  async update(sprintListID: string, update: SprintUpdate): Promise<SprintRound> {
    const entries = await this.roundEntries(sprintListID);
    await this.repository.setArchive(sprintListID, update.archive);
    await this.refreshStores(entries);
    const changed = entries.map((entry) => sprintEntryView({ ...entry, archive: update.archive }));
    return sprintRoundOf(changed);
  }

  /** Deletes a whole round: `sprintID` must be an entry of round `sprintListID`, so a stale list deletes nothing. */
  async remove({ sprintID, sprintListID }: SprintDelete): Promise<void> {
    const handle = await this.repository.findById(sprintID);
    if (handle?.sprintListID !== sprintListID) throw new SprintException('SPRINT_NOT_FOUND');
    const entries = await this.repository.findByRound(sprintListID);
    await this.repository.removeRound(sprintListID);
    await this.refreshStores(entries);
  }

  /** Deletes one store of a round. */
  async removeItem(id: string): Promise<void> {
    const entry = await this.entry(id);
    await this.repository.removeEntry(id);
    await this.refreshStores([entry]);
  }

  /** Assigns a store of a round to a test buyer who is not deleted, or to nobody. */
  async assign(id: string, { userID }: SprintItemUpdate): Promise<SprintEntry> {
    const entry = await this.entry(id);
    if (
      userID !== null &&
      !isAssignableOwner(await this.requests.request('identity.user.get', { id: userID }))
    )
      throw new SprintException('SPRINT_USER_NOT_ASSIGNABLE');
    if (!(await this.repository.assign(id, userID))) throw new SprintException('SPRINT_NOT_FOUND');
    return sprintEntryView({ ...entry, userID });
  }

  private async roundEntries(sprintListID: string): Promise<StoredSprintEntry[]> {
    const entries = await this.repository.findByRound(sprintListID);
    if (entries.length === 0) throw new SprintException('SPRINT_NOT_FOUND');
    return entries;
  }

  private async entry(id: string): Promise<StoredSprintEntry> {
    const entry = await this.repository.findById(id);
    if (!entry) throw new SprintException('SPRINT_NOT_FOUND');
    return entry;
  }

  /** The stores' done counters sum over the entries of active rounds only (decision 0016). */
  private async refreshStores(entries: readonly StoredSprintEntry[]): Promise<void> {
    for (const storeID of new Set(entries.map((entry) => entry.storeID)))
      await this.repository.refreshStoreCounters(storeID);
  }
}
