import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  SPRINT_COUNTERS,
  SPRINT_TEST_TYPES,
  type RequestOf,
  type SprintTestType,
  type StoreImportEntry,
  type StoredSprintEntry,
} from '@agecheck/contracts';
import { InjectDb, isDuplicateKey, writeAll } from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db, type Document } from 'mongodb';
import type { StoreDoneCounters } from '../stores/stores.repository';

export const SPRINTS_COLLECTION = 'sprints';
/** Per purchase, the time of the newest event counted, so an older event arriving late changes nothing. */
export const SPRINT_COUNTED_COLLECTION = 'sprintCountedPurchases';

/**
 * A round entry as stored: the entity, plus per test type the ids of the purchases its done counter holds.
 * The lists make each counter move a single-document update that checks and changes a list and its counter
 * together, so a repeated event or a crash between two steps can neither count a purchase twice nor lose
 * it. (Plain arrays of ids: FerretDB does not take `$pull` with a condition.)
 */
type SprintDocument = Omit<StoredSprintEntry, '_id'> & {
  _id: ObjectId;
  counted?: Partial<Record<SprintTestType, string[]>>;
};

const countedPath = (testType: SprintTestType) => `counted.${testType}`;
const countedAnywhere = (purchaseId: string) =>
  SPRINT_TEST_TYPES.map((testType) => ({ [countedPath(testType)]: purchaseId }));

function toEntry({ _id, counted: _counted, ...rest }: SprintDocument): StoredSprintEntry {
  return { _id: _id.toHexString(), ...rest };
}

/**
 * Round entries in MongoDB, the one repository of the sprints collection (and of the purchases counted in
 * them): the rounds' reads and writes, the store import's entries (decision 0025), the insight's round names.
 */
@Injectable()
export class SprintsRepository implements OnModuleInit {
  private readonly sprints: Collection<SprintDocument>;
  private readonly countedEvents: Collection<{ _id: string; eventAt: string }>;
  /** The same collection untyped: the store import writes a workbook's entries as they come. */
  private readonly documents: Collection<Document>;

  constructor(@InjectDb() db: Db) {
    this.sprints = db.collection<SprintDocument>(SPRINTS_COLLECTION);
    this.countedEvents = db.collection(SPRINT_COUNTED_COLLECTION);
    this.documents = this.sprints as unknown as Collection<Document>;
  }

  async onModuleInit(): Promise<void> {
    await this.sprints.createIndex({ userID: 1, archive: 1, end: 1 });
    await this.sprints.createIndex({ storeID: 1 });
    await this.sprints.createIndex({ sprintListID: 1, vst: 1 });
    await this.sprints.createIndex({ archive: 1, start: -1 });
    for (const testType of SPRINT_TEST_TYPES) await this.sprints.createIndex({ [countedPath(testType)]: 1 });
  }

  /** The user's entries of active rounds that have not ended before `today`, by round end, then store number. */
  async findActiveByUser(userID: string, today: string): Promise<StoredSprintEntry[]> {
    const documents = await this.sprints
      .find({ userID, archive: false, end: { $gte: today } })
      .sort({ end: 1, vst: 1, _id: 1 })
      .toArray();
    return documents.map(toEntry);
  }

  async findByStore(storeID: string): Promise<StoredSprintEntry[]> {
    const documents = await this.sprints.find({ storeID }).sort({ start: -1, _id: 1 }).toArray();
    return documents.map(toEntry);
  }

  /** The entries of the active or of the archived rounds, by round start (newest first), round and store number. */
  async findByArchive(archive: boolean): Promise<StoredSprintEntry[]> {
    const documents = await this.sprints
      .find({ archive })
      .sort({ start: -1, sprintListID: 1, vst: 1, _id: 1 })
      .toArray();
    return documents.map(toEntry);
  }

  /** A round's entries by store number. */
  async findByRound(sprintListID: string): Promise<StoredSprintEntry[]> {
    const documents = await this.sprints.find({ sprintListID }).sort({ vst: 1, _id: 1 }).toArray();
    return documents.map(toEntry);
  }

  async findById(id: string): Promise<StoredSprintEntry | undefined> {
    if (!ObjectId.isValid(id)) return undefined;
    const document = await this.sprints.findOne({ _id: new ObjectId(id) });
    return document ? toEntry(document) : undefined;
  }

  /** Archives or restores every entry of a round; the number of entries it holds. */
  async setArchive(sprintListID: string, archive: boolean): Promise<number> {
    return (await this.sprints.updateMany({ sprintListID }, { $set: { archive } })).matchedCount;
  }

  /** Assigns the entry to a test buyer (or to nobody); false when the entry does not exist. */
  async assign(id: string, userID: string | null): Promise<boolean> {
    const result = await this.sprints.updateOne({ _id: new ObjectId(id) }, { $set: { userID } });
    return result.matchedCount > 0;
  }

  /** Removes every entry of a round. */
  async removeRound(sprintListID: string): Promise<void> {
    await this.sprints.deleteMany({ sprintListID });
  }

  async removeEntry(id: string): Promise<void> {
    await this.sprints.deleteOne({ _id: new ObjectId(id) });
  }

  /** The entries of the stores in any round. */
  async findByStores(storeIDs: readonly string[]): Promise<StoredSprintEntry[]> {
    if (storeIDs.length === 0) return [];
    const documents = await this.sprints.find({ storeID: { $in: [...storeIDs] } }).toArray();
    return documents.map(toEntry);
  }

  /** Adds a store to a round; the new entry's id. */
  async insertEntry(entry: Omit<StoredSprintEntry, '_id'>): Promise<string> {
    const _id = new ObjectId();
    await this.sprints.insertOne({ _id, ...entry });
    return _id.toHexString();
  }

  /** Where a purchase is counted now, if anywhere. */
  async findCounted(
    purchaseId: string,
  ): Promise<{ entry: StoredSprintEntry; testType: SprintTestType } | undefined> {
    const document = await this.sprints.findOne({ $or: countedAnywhere(purchaseId) });
    const testType = SPRINT_TEST_TYPES.find((type) => document?.counted?.[type]?.includes(purchaseId));
    return document && testType ? { entry: toEntry(document), testType } : undefined;
  }

  /** Adds the purchase to the entry's done counter of the type, unless the entry holds it already. */
  async count(entryId: string, purchaseId: string, testType: SprintTestType): Promise<void> {
    await this.sprints.updateOne(
      {
        _id: new ObjectId(entryId),
        ...Object.fromEntries(SPRINT_TEST_TYPES.map((type) => [countedPath(type), { $ne: purchaseId }])),
      },
      {
        $push: { [countedPath(testType)]: purchaseId },
        $inc: { [SPRINT_COUNTERS[testType].done]: 1 },
      },
    );
  }

  /** Takes the purchase out of the entry's done counter of the type, if the entry holds it there. */
  async uncount(entryId: string, purchaseId: string, testType: SprintTestType): Promise<void> {
    await this.sprints.updateOne(
      { _id: new ObjectId(entryId), [countedPath(testType)]: purchaseId },
      {
        $pull: { [countedPath(testType)]: purchaseId },
        $inc: { [SPRINT_COUNTERS[testType].done]: -1 },
      },
    );
  }

  /** The done counters of a store: the sums over its entries in active rounds (the store keeps them). */
  async doneCountersOf(storeID: string): Promise<StoreDoneCounters> {
    const entries = await this.sprints.find({ storeID, archive: false }).toArray();
    const sum = (testType: SprintTestType) =>
      entries.reduce((total, entry) => total + entry[SPRINT_COUNTERS[testType].done], 0);
    const [alkDone, tabakDone, mediaDone] = SPRINT_TEST_TYPES.map(sum) as [number, number, number];
    return { alkDone, tabakDone, mediaDone };
  }

  /** The time of the newest event already applied for a purchase. */
  async lastEventAt(purchaseId: string): Promise<string | undefined> {
    return (await this.countedEvents.findOne({ _id: purchaseId }))?.eventAt;
  }

  async recordEventAt(purchaseId: string, eventAt: string): Promise<void> {
    await this.countedEvents
      .updateOne(
        { _id: purchaseId, $or: [{ eventAt: { $lt: eventAt } }, { eventAt: { $exists: false } }] },
        { $set: { eventAt } },
        { upsert: true },
      )
      .catch((error: unknown) => {
        // a newer time is stored already: the upsert's insert collides with the existing id
        if (!isDuplicateKey(error)) throw error;
      });
  }

  /** The round's name and period as its entries hold them, or undefined when there is no such round. */
  async findRound(sprintListID: string): Promise<{ name: string; start: string; end: string } | undefined> {
    const entry = await this.documents.findOne(
      { sprintListID },
      { projection: { name: 1, start: 1, end: 1 } },
    );
    return entry
      ? { name: entry.name as string, start: entry.start as string, end: entry.end as string }
      : undefined;
  }

  /**
   * Writes a batch of a round's entries: targets and store of each, the round's name and period; new
   * entries start with nothing done, not archived and nobody assigned. Answers the entries that existed
   * with other targets.
   */
  async upsertEntries(
    { sprintListID, type, entries }: RequestOf<'storeImport.writeRoundEntries'>,
    round: { name: string; start: string; end: string },
  ): Promise<StoreImportEntry[]> {
    const storeIDs = entries.map((entry) => entry.storeID);
    const before = await this.documents
      .find(
        { sprintListID, storeID: { $in: storeIDs } },
        { projection: { _id: 1, storeID: 1, alk: 1, tabak: 1, media: 1 } },
      )
      .toArray();
    const storedOf = new Map(before.map((entry) => [entry.storeID as string, entry]));
    const changed = entries.filter((entry) => {
      const stored = storedOf.get(entry.storeID);
      return (
        stored !== undefined &&
        (stored.alk !== entry.alk || stored.tabak !== entry.tabak || stored.media !== entry.media)
      );
    });
    const updates: { _id: ObjectId; fields: Document }[] = [];
    const inserts: Document[] = [];
    for (const entry of entries) {
      const fields = {
        ...round,
        vst: entry.vst,
        store: entry.store,
        alk: entry.alk,
        tabak: entry.tabak,
        media: entry.media,
      };
      const stored = storedOf.get(entry.storeID);
      if (stored) updates.push({ _id: stored._id as ObjectId, fields });
      else
        inserts.push({
          _id: new ObjectId(),
          sprintListID,
          storeID: entry.storeID,
          type,
          archive: false,
          ...fields,
          alkdone: 0,
          tabakdone: 0,
          mediadone: 0,
          userID: null,
        });
    }
    await writeAll(this.documents, inserts, updates);
    return changed.map((entry) => ({ vst: entry.vst, name: entry.store.name }));
  }

  /** Removes the round's entries of the stores not in `storeIDs`; answers them. */
  async removeEntriesExcept(sprintListID: string, storeIDs: readonly string[]): Promise<StoreImportEntry[]> {
    const removed = await this.documents
      .find({ sprintListID, storeID: { $nin: [...storeIDs] } }, { projection: { _id: 1, vst: 1, store: 1 } })
      .toArray();
    for (const entry of removed) await this.documents.deleteOne({ _id: entry._id });
    return removed.map((entry) => ({
      vst: entry.vst as string,
      name: (entry.store as { name?: string } | undefined)?.name ?? '',
    }));
  }
}
