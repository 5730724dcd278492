import { Injectable, OnModuleInit } from '@nestjs/common';
import {
  SPRINT_COUNTERS,
  SPRINT_TEST_TYPES,
  type SprintTestType,
  type StoredSprintEntry,
} from '@agecheck/contracts';
import { InjectDb, isDuplicateKey } from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db } from 'mongodb';

export const SPRINTS_COLLECTION = 'sprints';
/** Per purchase, the time of the newest event counted, so an older event arriving late changes nothing. */
export const SPRINT_COUNTED_COLLECTION = 'sprintCountedPurchases';
/** The stores collection of the stores module: the rounds module writes only its done counters. */
const STORES_COLLECTION = 'stores';

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

export type StoreDoneCounters = { alkDone: number; tabakDone: number; mediaDone: number };

/** What a round entry copies of a store when the entry is made (decision 0016). */
export type StoreOfEntry = Pick<StoredSprintEntry, 'type' | 'vst' | 'store'>;

type StoreDocument = { _id: ObjectId | string } & Partial<StoreDoneCounters> & {
    type?: StoredSprintEntry['type'];
    vst?: string;
    name?: string;
    street?: string;
    plz?: string;
    city?: string;
    geo?: { latitude: number; longitude: number };
  };

function toEntry({ _id, counted: _counted, ...rest }: SprintDocument): StoredSprintEntry {
  return { _id: _id.toHexString(), ...rest };
}

/** Round entries in MongoDB, and the done counters they move on the stores. */
@Injectable()
export class SprintsRepository implements OnModuleInit {
  private readonly sprints: Collection<SprintDocument>;
  private readonly countedEvents: Collection<{ _id: string; eventAt: string }>;
  private readonly stores: Collection<StoreDocument>;

  constructor(@InjectDb() db: Db) {
    this.sprints = db.collection<SprintDocument>(SPRINTS_COLLECTION);
    this.countedEvents = db.collection(SPRINT_COUNTED_COLLECTION);
    this.stores = db.collection(STORES_COLLECTION);
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

  /** What an entry copies of a store, or undefined when there is no such store. */
  async storeOfEntry(storeID: string): Promise<StoreOfEntry | undefined> {
    if (!ObjectId.isValid(storeID)) return undefined;
    const store = await this.stores.findOne({ _id: new ObjectId(storeID) });
    if (!store?.type || store.vst === undefined) return undefined;
    return {
      type: store.type,
      vst: store.vst,
      store: {
        name: store.name ?? '',
        street: store.street ?? '',
        plz: store.plz ?? '',
        city: store.city ?? '',
        ...(store.geo ? { latitude: store.geo.latitude, longitude: store.geo.longitude } : {}),
      },
    };
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

  /**
   * Sets the store's done counters to the sum over its entries in active rounds. Set, not incremented: what
   * the entries hold is the one source, so a repeated event or an interrupted one leaves the store right.
   */
  async refreshStoreCounters(storeID: string): Promise<StoreDoneCounters> {
    const entries = await this.sprints.find({ storeID, archive: false }).toArray();
    const sum = (testType: SprintTestType) =>
      entries.reduce((total, entry) => total + entry[SPRINT_COUNTERS[testType].done], 0);
    const [alkDone, tabakDone, mediaDone] = SPRINT_TEST_TYPES.map(sum) as [number, number, number];
    const counters = { alkDone, tabakDone, mediaDone };
    const _id = ObjectId.isValid(storeID) ? new ObjectId(storeID) : storeID;
    await this.stores.updateOne({ _id }, { $set: counters });
    return counters;
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
}
