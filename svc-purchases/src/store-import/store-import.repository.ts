import { Injectable } from '@nestjs/common';
import type { RequestOf, StoreImportEntry, StoreImportRow, StoreType } from '@agecheck/contracts';
import { InjectDb, isDuplicateKey } from '@agecheck/nest-common';
import { ObjectId, type Collection, type Db, type Document } from 'mongodb';
import { SPRINTS_COLLECTION } from '../sprints/sprints.repository';
import { STORES_COLLECTION } from '../stores/stores.repository';

type RoundEntries = RequestOf<'storeImport.writeRoundEntries'>;

/** The optional text fields of a store the workbook may give. */
const OPTIONAL_FIELDS = [
  'vkg',
  'shopName',
  'art',
  'format',
  'quartal',
  'region',
  'location',
  'nvl',
  'vre',
] as const;

const NEW_STORE_COUNTERS = {
  alkDone: 0,
  fullAlk: 0,
  tabakDone: 0,
  fullTabak: 0,
  mediaDone: 0,
  fullMedia: 0,
};

/**
 * Inserts the new documents at once and changes the others one by one by `_id`: FerretDB 1.x takes a
 * hundred updates in one bulk write minutes long (every statement reads the whole collection), one by one
 * about 65 ms each. A batch retried after a failure in the middle finds the inserted ones and updates them.
 */
async function writeAll(
  collection: Collection<Document>,
  inserts: Document[],
  updates: { _id: ObjectId; fields: Document; unset?: Document }[],
): Promise<void> {
  if (inserts.length > 0) await collection.insertMany(inserts, { ordered: true });
  for (const { _id, fields, unset } of updates)
    await collection.updateOne({ _id }, { $set: fields, ...(unset ? { $unset: unset } : {}) });
}

/** What a store moved to another address without coordinates loses, so that the geocoding finds it. */
const UNPOSITIONED = { 'geo.latitude': '', 'geo.longitude': '', 'geo.place.formatted_address': '' };

const keyText = (vst: string, spamia: unknown) => `${vst}\u0000${typeof spamia === 'string' ? spamia : ''}`;

/**
 * The writes of the store import in svc-purchases' database: stores upserted by type and number (a batch
 * written twice writes the same), round entries upserted by round and store. Each write is a
 * single-document operation (FerretDB has no transactions).
 */
@Injectable()
export class StoreImportRepository {
  private readonly stores: Collection<Document>;
  private readonly sprints: Collection<Document>;

  constructor(@InjectDb() db: Db) {
    this.stores = db.collection(STORES_COLLECTION);
    this.sprints = db.collection(SPRINTS_COLLECTION);
  }

  /**
   * Writes a batch of stores; answers how many were new and each row's store id, in the rows' order.
   * Existing stores are found once per batch and written by `_id`, new ones inserted with their id: FerretDB
   * reads every store for any filter but `_id` (decision 0015), so a filtered upsert per row would read the
   * whole collection a hundred times a batch. Keyed by type and number (a Migros store by its cooperative too);
   * the unique index refuses a store another import inserted meanwhile, and the batch is written again over it.
   */
  async upsertStores(
    type: StoreType,
    rows: readonly StoreImportRow[],
  ): Promise<{ created: number; updated: number; storeIDs: string[] }> {
    try {
      return await this.writeStores(type, rows);
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      return this.writeStores(type, rows);
    }
  }

  /**
   * A row without coordinates leaves the store for the geocoding (decision 0029: a store without latitude is
   * geocoded): a new store has none, an existing one keeps its own unless the sheet moves it to another
   * address, where it loses them (and the place the geocoding had found for them).
   */
  private async writeStores(
    type: StoreType,
    rows: readonly StoreImportRow[],
  ): Promise<{ created: number; updated: number; storeIDs: string[] }> {
    const projection = { _id: 1, vst: 1, spamia_type: 1, street: 1, plz: 1, city: 1 };
    const vsts = rows.map((row) => row.vst);
    const before = await this.stores.find({ api: type, vst: { $in: vsts } }, { projection }).toArray();
    const storedOf = new Map(before.map((store) => [keyText(store.vst as string, store.spamia_type), store]));
    const fieldsOf = (row: StoreImportRow) => ({
      vst: row.vst,
      name: row.name,
      street: row.street,
      plz: row.plz,
      city: row.city,
      kanton: row.kanton,
      type,
      api: type,
      spamia_type: type === 'spamia' ? (row.spamia_type ?? null) : null,
      ...Object.fromEntries(OPTIONAL_FIELDS.flatMap((field) => (row[field] ? [[field, row[field]]] : []))),
      ...(row.vl ? { vl: { name: row.vl } } : {}),
    });
    const updates: { _id: ObjectId; fields: Document; unset?: Document }[] = [];
    const inserts: Document[] = [];
    const storeIDs: string[] = [];
    let created = 0;
    for (const row of rows) {
      const key = keyText(row.vst, type === 'spamia' ? row.spamia_type : null);
      const existing = storedOf.get(key);
      const positioned = row.latitude !== undefined && row.longitude !== undefined;
      if (existing) {
        const _id = existing._id as ObjectId;
        const moved =
          existing.street !== row.street || existing.plz !== row.plz || existing.city !== row.city;
        updates.push({
          _id,
          fields: {
            ...fieldsOf(row),
            ...(positioned ? { 'geo.latitude': row.latitude, 'geo.longitude': row.longitude } : {}),
          },
          ...(!positioned && moved ? { unset: UNPOSITIONED } : {}),
        });
        storeIDs.push(_id.toHexString());
      } else {
        const _id = new ObjectId();
        storedOf.set(key, { _id });
        created += 1;
        inserts.push({
          _id,
          ...fieldsOf(row),
          geo: positioned ? { latitude: row.latitude, longitude: row.longitude } : {},
          ...NEW_STORE_COUNTERS,
        });
        storeIDs.push(_id.toHexString());
      }
    }
    await writeAll(this.stores, inserts, updates);
    return { created, updated: rows.length - created, storeIDs };
  }

  /** The round's name and period as its entries hold them, or undefined when there is no such round. */
  async findRound(sprintListID: string): Promise<{ name: string; start: string; end: string } | undefined> {
    const entry = await this.sprints.findOne({ sprintListID }, { projection: { name: 1, start: 1, end: 1 } });
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
    { sprintListID, type, entries }: RoundEntries,
    round: { name: string; start: string; end: string },
  ): Promise<StoreImportEntry[]> {
    const storeIDs = entries.map((entry) => entry.storeID);
    const before = await this.sprints
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
    await writeAll(this.sprints, inserts, updates);
    return changed.map((entry) => ({ vst: entry.vst, name: entry.store.name }));
  }

  /** Removes the round's entries of the stores not in `storeIDs`; answers them. */
  async removeEntriesExcept(sprintListID: string, storeIDs: readonly string[]): Promise<StoreImportEntry[]> {
    const removed = await this.sprints
      .find({ sprintListID, storeID: { $nin: [...storeIDs] } }, { projection: { _id: 1, vst: 1, store: 1 } })
      .toArray();
    for (const entry of removed) await this.sprints.deleteOne({ _id: entry._id });
    return removed.map((entry) => ({
      vst: entry.vst as string,
      name: (entry.store as { name?: string } | undefined)?.name ?? '',
    }));
  }
}
