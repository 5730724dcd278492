import {
  SPRINT_COUNTERS,
  SPRINT_TEST_TYPES,
  type RequestOf,
  type SprintTestType,
  type StoreImportEntry,
  type StoredSprintEntry,
} from '@agecheck/contracts';
import { databaseOrder as order, type Implementation } from '@agecheck/nest-common/testing';
import type { SprintsRepository } from '../src/sprints/sprints.repository';
import type { StoreDoneCounters } from '../src/stores/stores.repository';

/**
 * Round entries in memory, for unit tests of the rounds module: the same answers as the MongoDB repository
 * (sprints.repository.int-spec.ts checks them against each other), sorted as its queries sort.
 */
export class InMemorySprintsRepository implements Implementation<SprintsRepository> {
  readonly entries = new Map<string, StoredSprintEntry>();
  readonly counted = new Map<string, { entryId: string; testType: SprintTestType }>();
  private readonly eventTimes = new Map<string, string>();

  constructor(entries: StoredSprintEntry[] = []) {
    for (const entry of entries) this.entries.set(entry._id, { ...entry });
  }

  async onModuleInit(): Promise<void> {}

  async findActiveByUser(userID: string, today: string): Promise<StoredSprintEntry[]> {
    return [...this.entries.values()]
      .filter((entry) => entry.userID === userID && !entry.archive && entry.end >= today)
      .sort((a, b) => order(a.end, b.end) || order(a.vst, b.vst) || order(a._id, b._id));
  }

  async findByStore(storeID: string): Promise<StoredSprintEntry[]> {
    return [...this.entries.values()]
      .filter((entry) => entry.storeID === storeID)
      .sort((a, b) => order(b.start, a.start) || order(a._id, b._id));
  }

  async findByArchive(archive: boolean): Promise<StoredSprintEntry[]> {
    return [...this.entries.values()]
      .filter((entry) => entry.archive === archive)
      .sort(
        (a, b) =>
          order(b.start, a.start) ||
          order(a.sprintListID, b.sprintListID) ||
          order(a.vst, b.vst) ||
          order(a._id, b._id),
      )
      .map((entry) => ({ ...entry }));
  }

  async findByRound(sprintListID: string): Promise<StoredSprintEntry[]> {
    return [...this.entries.values()]
      .filter((entry) => entry.sprintListID === sprintListID)
      .sort((a, b) => order(a.vst, b.vst) || order(a._id, b._id))
      .map((entry) => ({ ...entry }));
  }

  async findById(id: string): Promise<StoredSprintEntry | undefined> {
    const entry = this.entries.get(id);
    return entry && { ...entry };
  }

  async setArchive(sprintListID: string, archive: boolean): Promise<number> {
    const entries = [...this.entries.values()].filter((entry) => entry.sprintListID === sprintListID);
    for (const entry of entries) entry.archive = archive;
    return entries.length;
  }

  async assign(id: string, userID: string | null): Promise<boolean> {
    const entry = this.entries.get(id);
    if (entry) entry.userID = userID;
    return entry !== undefined;
  }

  async removeRound(sprintListID: string): Promise<void> {
    for (const [id, entry] of this.entries) if (entry.sprintListID === sprintListID) this.entries.delete(id);
  }

  async removeEntry(id: string): Promise<void> {
    this.entries.delete(id);
  }

  async findByStores(storeIDs: readonly string[]): Promise<StoredSprintEntry[]> {
    return [...this.entries.values()].filter((entry) => storeIDs.includes(entry.storeID));
  }

  async insertEntry(entry: Omit<StoredSprintEntry, '_id'>): Promise<string> {
    const id = (this.entries.size + 1).toString(16).padStart(24, 'f');
    this.entries.set(id, { _id: id, ...entry });
    return id;
  }

  async findCounted(purchaseId: string) {
    const counted = this.counted.get(purchaseId);
    const entry = counted && this.entries.get(counted.entryId);
    return counted && entry ? { entry: { ...entry }, testType: counted.testType } : undefined;
  }

  async count(entryId: string, purchaseId: string, testType: SprintTestType): Promise<void> {
    const entry = this.entries.get(entryId);
    if (!entry || this.counted.get(purchaseId)?.entryId === entryId) return;
    entry[SPRINT_COUNTERS[testType].done] += 1;
    this.counted.set(purchaseId, { entryId, testType });
  }

  async uncount(entryId: string, purchaseId: string, testType: SprintTestType): Promise<void> {
    const counted = this.counted.get(purchaseId);
    const entry = this.entries.get(entryId);
    if (!entry || counted?.entryId !== entryId || counted.testType !== testType) return;
    entry[SPRINT_COUNTERS[testType].done] -= 1;
    this.counted.delete(purchaseId);
  }

  async doneCountersOf(storeID: string): Promise<StoreDoneCounters> {
    const entries = [...this.entries.values()].filter((entry) => entry.storeID === storeID && !entry.archive);
    const sum = (testType: SprintTestType) =>
      entries.reduce((total, entry) => total + entry[SPRINT_COUNTERS[testType].done], 0);
    const [alkDone, tabakDone, mediaDone] = SPRINT_TEST_TYPES.map(sum) as [number, number, number];
    return { alkDone, tabakDone, mediaDone };
  }

  async lastEventAt(purchaseId: string): Promise<string | undefined> {
    return this.eventTimes.get(purchaseId);
  }

  async recordEventAt(purchaseId: string, eventAt: string): Promise<void> {
    const known = this.eventTimes.get(purchaseId);
    if (!known || known < eventAt) this.eventTimes.set(purchaseId, eventAt);
  }

  async findRound(sprintListID: string): Promise<{ name: string; start: string; end: string } | undefined> {
    const entry = [...this.entries.values()].find((candidate) => candidate.sprintListID === sprintListID);
    return entry && { name: entry.name, start: entry.start, end: entry.end };
  }

  async upsertEntries(
    { sprintListID, type, entries }: RequestOf<'storeImport.writeRoundEntries'>,
    round: { name: string; start: string; end: string },
  ): Promise<StoreImportEntry[]> {
    const changed: StoreImportEntry[] = [];
    for (const { storeID, vst, store, alk, tabak, media } of entries) {
      const stored = [...this.entries.values()].find(
        (entry) => entry.sprintListID === sprintListID && entry.storeID === storeID,
      );
      if (stored && (stored.alk !== alk || stored.tabak !== tabak || stored.media !== media))
        changed.push({ vst, name: store.name });
      const fields = { ...round, vst, store, alk, tabak, media };
      if (stored) Object.assign(stored, fields);
      else
        await this.insertEntry({
          sprintListID,
          storeID,
          type,
          archive: false,
          ...fields,
          alkdone: 0,
          tabakdone: 0,
          mediadone: 0,
          userID: null,
        } as Omit<StoredSprintEntry, '_id'>);
    }
    return changed;
  }

  async removeEntriesExcept(sprintListID: string, storeIDs: readonly string[]): Promise<StoreImportEntry[]> {
    const removed = [...this.entries.values()].filter(
      (entry) => entry.sprintListID === sprintListID && !storeIDs.includes(entry.storeID),
    );
    for (const entry of removed) this.entries.delete(entry._id);
    return removed.map((entry) => ({ vst: entry.vst, name: entry.store.name }));
  }
}
