import { Injectable } from '@nestjs/common';
import {
  duplicateStoresOf,
  foundOf,
  isAssignableOwner,
  isPurchaseOfEntry,
  retestOf,
  retestProposalOf,
  sprintEntryView,
  sprintRoundOf,
  type RetestProposal,
  type SprintDelete,
  type SprintDetail,
  type SprintEntry,
  type SprintItemPurchase,
  type SprintItemUpdate,
  type SprintRound,
  type SprintTestType,
  type SprintUpdate,
  type StoredSprintEntry,
} from '@agecheck/contracts';
import { RequestClient } from '@agecheck/nest-common';
import { AdminSettingsService } from '../admin-settings/admin-settings.service';
import { RoundPurchases, type RoundPurchase } from './round-purchases';
import { SprintException } from './sprints.exception';
import { StoresRepository } from '../stores/stores.repository';
import { SprintCounter } from './sprint-counter';
import { SprintsRepository } from './sprints.repository';

/** Groups entries by round, keeping the order in which each round first appears. */
function byRound(entries: readonly StoredSprintEntry[]): StoredSprintEntry[][] {
  const rounds = new Map<string, StoredSprintEntry[]>();
  for (const entry of entries)
    rounds.set(entry.sprintListID, [...(rounds.get(entry.sprintListID) ?? []), entry]);
  return [...rounds.values()];
}

/** The purchases by store. */
function byStore(purchases: readonly RoundPurchase[]): Map<string, RoundPurchase[]> {
  const stores = new Map<string, RoundPurchase[]>();
  for (const purchase of purchases)
    stores.set(purchase.storeID, [...(stores.get(purchase.storeID) ?? []), purchase]);
  return stores;
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
    private readonly purchases: RoundPurchases,
    private readonly stores: StoresRepository,
    private readonly counter: SprintCounter,
    private readonly requests: RequestClient,
    private readonly settings: AdminSettingsService,
  ) {}

  /** The active rounds, or the archived ones, newest start first. */
  async rounds(archive: boolean): Promise<SprintRound[]> {
    const entries = await this.repository.findByArchive(archive);
    return byRound(entries).map((round) => sprintRoundOf(round.map((entry) => sprintEntryView(entry))));
  }

  /**
   * A round with its store entries (only those of user `sID` when given), their counts, the duplicates, which
   * entries are re-tests, and the re-tests it proposes while the setting is on (decision 0028).
   */
  async detail(sprintListID: string, sID?: string): Promise<SprintDetail> {
    const entries = (await this.roundEntries(sprintListID)).map((entry) => sprintEntryView(entry));
    const round = sprintRoundOf(entries);
    const purchases = await this.purchases.atStores([...new Set(entries.map((entry) => entry.storeID))]);
    const testsOf = byStore(purchases);
    const duplicates = duplicateStoresOf(entries);
    const retestProposals = (await this.settings.get()).retestProposals;
    return {
      round,
      items: entries
        .filter((entry) => sID === undefined || entry.userID === sID)
        .map((entry) => ({
          ...entry,
          found: foundOf(entry, purchases),
          duplicate: duplicates.includes(entry.vst),
          retest: retestOf(testsOf.get(entry.storeID) ?? [], round.start),
        })),
      duplicates,
      retestProposals,
      retests: retestProposals ? await this.proposals(round, entries) : [],
    };
  }

  /**
   * Takes a re-test the round proposes into it: the store joins the round with a target of one test of the
   * failed test's type, assigned to nobody. 409 when the round does not propose it (any more).
   */
  async takeRetest(sprintListID: string, storeID: string): Promise<SprintEntry> {
    const entries = (await this.roundEntries(sprintListID)).map((entry) => sprintEntryView(entry));
    const round = sprintRoundOf(entries);
    const proposal = (await this.settings.get()).retestProposals
      ? (await this.proposals(round, entries)).find((candidate) => candidate.storeID === storeID)
      : undefined;
    const store = proposal && (await this.stores.storeOfEntry(storeID));
    if (!proposal || !store) throw new SprintException('SPRINT_RETEST_NOT_PROPOSED');
    const target = (testType: SprintTestType) => (proposal.reason.testType === testType ? 1 : 0);
    const entry: Omit<StoredSprintEntry, '_id'> = {
      sprintListID,
      name: round.name,
      start: round.start,
      end: round.end,
      archive: round.archive,
      storeID,
      ...store,
      alk: target('Alkohol'),
      tabak: target('Tabak'),
      media: target('Medien'),
      alkdone: 0,
      tabakdone: 0,
      mediadone: 0,
      userID: null,
    };
    return sprintEntryView({ _id: await this.repository.insertEntry(entry), ...entry });
  }

  /** The stores that failed before the round and whose next round it is (`retestProposalOf`), by store number. */
  private async proposals(round: SprintRound, entries: readonly SprintEntry[]): Promise<RetestProposal[]> {
    const inRound = new Set(entries.map((entry) => entry.storeID));
    const failed = (await this.purchases.failedBefore(round.types, round.start)).filter(
      (store) => !inRound.has(store.storeID),
    );
    if (failed.length === 0) return [];
    const storeIDs = failed.map((store) => store.storeID);
    const testsOf = byStore(await this.purchases.atStores(storeIDs));
    const roundEntries = await this.repository.findByStores(storeIDs);
    return failed
      .flatMap((store) => {
        const reason = retestProposalOf({
          round,
          storeType: store.type,
          tests: testsOf.get(store.storeID) ?? [],
          roundStartsOfStore: roundEntries
            .filter((entry) => entry.storeID === store.storeID)
            .map((entry) => entry.start),
        });
        return reason ? [{ ...store, reason }] : [];
      })
      .sort((a, b) => a.vst.localeCompare(b.vst, 'de-CH', { numeric: true }));
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
      await this.counter.refreshStore(storeID);
  }
}
