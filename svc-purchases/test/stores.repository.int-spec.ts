import { NEW_STORE_COUNTERS, type Store, type StoreImportRow } from '@agecheck/contracts';
import { describeRepositoryContract, type Implementation } from '@agecheck/nest-common/testing';
import { ObjectId } from 'mongodb';
import { STORE_EDIT_FIELDS, StoresRepository, type StoreEdit } from '../src/stores/stores.repository';
import { InMemoryStoresRepository } from './in-memory-stores.repository';

// Stores: the in-memory stand-in of the unit tests (stores, catalogue, rounds, purchases) answers as the
// MongoDB repository on the real server: the lookup by number (field-app spec, section 3), the errors of
// failed tests, the back office's edit with its unique number (decision 0025), the geocoding (decision
// 0029), the store import's writes, the rounds' copies of a store and done counters (decision 0016), the
// analysis's positions.

type Subject = {
  stores: Implementation<StoresRepository>;
  /** Puts stores in as they are (the interface writes them only through the import). */
  seed: (...stores: Store[]) => Promise<void>;
};

const COUNTERS = { alkDone: 0, fullAlk: 2, tabakDone: 0, fullTabak: 1, mediaDone: 0, fullMedia: 0 };

function store(n: number, changes: Partial<Store> = {}): Store {
  return {
    _id: n.toString(16).padStart(24, '0'),
    vst: String(1000 + n),
    name: `Coop Filiale ${n}`,
    street: 'Bahnhofplatz 1',
    plz: '3011',
    city: 'Bern',
    kanton: 'BE',
    type: 'coop',
    api: 'coop',
    spamia_type: null,
    geo: { latitude: 46.95, longitude: 7.44, place: { formatted_address: 'Bahnhofplatz 1, 3011 Bern' } },
    ...COUNTERS,
    ...changes,
  };
}

const unlocated = (n: number, changes: Partial<Store> = {}) => store(n, { geo: {}, ...changes });

/** The back office's edit of a store: its editable fields. */
function editOf(store: Store): StoreEdit {
  return Object.fromEntries(
    STORE_EDIT_FIELDS.flatMap((field) => (store[field] === undefined ? [] : [[field, store[field]]])),
  ) as StoreEdit;
}

function row(changes: Partial<StoreImportRow> = {}): StoreImportRow {
  return {
    vst: '2001',
    name: 'Migros Wankdorf',
    street: 'Wankdorfplatz 1',
    plz: '3014',
    city: 'Bern',
    kanton: 'BE',
    alk: 1,
    tabak: 0,
    media: 0,
    ...changes,
  } as StoreImportRow;
}

const error = (purchaseID: string) => ({ testType: 'Alkohol' as const, date: '2026-11-20', purchaseID });
const byId = (stores: Store[]) => [...stores].sort((a, b) => (a._id < b._id ? -1 : 1));

describeRepositoryContract<Subject>(
  'StoresRepository',
  {
    inMemory: () => {
      const stores = new InMemoryStoresRepository();
      return { stores, seed: async (...added) => void stores.add(...added) };
    },
    mongo: async (db) => {
      const stores = new StoresRepository(db);
      await stores.onModuleInit();
      const seed = async (...added: Store[]) => {
        await db
          .collection('stores')
          .insertMany(added.map(({ _id, ...fields }) => ({ _id: new ObjectId(_id), ...fields })));
      };
      return { stores, seed };
    },
  },
  {
    'a store is found by its id as stored; an unknown or malformed id finds nothing': async ({
      stores,
      seed,
    }) => {
      await seed(store(1));
      expect(await stores.findById(store(1)._id)).toEqual(store(1));
      expect(await stores.findById(store(2)._id)).toBeUndefined();
      expect(await stores.findById('not-an-id')).toBeUndefined();
    },

    'the lookup by number takes the type and, if given, the cooperative, sorted by name': async ({
      stores,
      seed,
    }) => {
      await seed(
        store(1, {
          vst: '42',
          type: 'spamia',
          api: 'spamia',
          spamia_type: 'Zürich',
          name: 'Migros Oerlikon',
        }),
        store(2, { vst: '42', type: 'spamia', api: 'spamia', spamia_type: 'Aare', name: 'Migros Aarberg' }),
        store(3, { vst: '42', name: 'Coop Zentrum' }),
        store(4, { vst: '43', type: 'spamia', api: 'spamia', spamia_type: 'Aare', name: 'Migros Biel' }),
      );
      const names = (found: Store[]) => found.map((each) => each.name);
      expect(names(await stores.findByVst('spamia', undefined, '42'))).toEqual([
        'Migros Aarberg',
        'Migros Oerlikon',
      ]);
      expect(names(await stores.findByVst('spamia', 'Zürich', '42'))).toEqual(['Migros Oerlikon']);
      expect(names(await stores.findByVst('coop', undefined, '42'))).toEqual(['Coop Zentrum']);
      expect(await stores.findByVst('coop', undefined, '99')).toEqual([]);
    },

    'the lookup by number answers at most the search limit': async ({ stores, seed }) => {
      await seed(
        ...Array.from({ length: 52 }, (_, i) =>
          store(i + 1, {
            vst: '7',
            type: 'spamia',
            api: 'spamia',
            spamia_type: `G${String(i).padStart(2, '0')}`,
          }),
        ),
      );
      expect(await stores.findByVst('spamia', undefined, '7')).toHaveLength(50);
    },

    'a failed test is a store’s error once per purchase, taken off by its purchase': async ({
      stores,
      seed,
    }) => {
      await seed(store(1), store(2));
      const id = store(1)._id;
      expect(await stores.findErrors(id)).toEqual([]);
      await stores.addError(id, error('p1'));
      await stores.addError(id, error('p2'));
      await stores.addError(id, { ...error('p1'), date: '2026-11-21' });
      expect(await stores.findErrors(id)).toEqual([error('p1'), error('p2')]);
      expect(await stores.findErrors(store(2)._id)).toEqual([]);
      await stores.removeError(id, 'p1');
      await stores.removeError(id, 'p9');
      expect(await stores.findErrors(id)).toEqual([error('p2')]);
      expect(await stores.findById(id)).toEqual(store(1));
    },

    'the errors of an unknown store are undefined, and an error for it is kept nowhere': async ({
      stores,
    }) => {
      const id = store(9)._id;
      await stores.addError(id, error('p1'));
      await stores.removeError(id, 'p1');
      expect(await stores.findErrors(id)).toBeUndefined();
      expect(await stores.findErrors('not-an-id')).toBeUndefined();
      expect(await stores.findById(id)).toBeUndefined();
    },

    'an edit sets the fields given, removes the editable ones left out, keeps counters and errors': async ({
      stores,
      seed,
    }) => {
      await seed(store(1, { vkg: 'Region Bern', vl: { name: 'VL Mitte' } }));
      await stores.addError(store(1)._id, error('p1'));
      const edit = { ...editOf(store(1)), name: 'Coop Bern Bahnhof', street: 'Bubenbergplatz 2' };
      const expected = {
        ...store(1),
        vl: { name: 'VL Mitte' },
        name: 'Coop Bern Bahnhof',
        street: 'Bubenbergplatz 2',
      };
      expect(await stores.update(store(1)._id, edit)).toEqual(expected);
      expect(await stores.findById(store(1)._id)).toEqual(expected);
      expect(await stores.findErrors(store(1)._id)).toEqual([error('p1')]);
    },

    'an edit of an unknown store answers undefined': async ({ stores }) => {
      expect(await stores.update(store(1)._id, editOf(store(1)))).toBeUndefined();
      expect(await stores.update('not-an-id', editOf(store(1)))).toBeUndefined();
    },

    'an edit to the number another store of the type has answers duplicate and writes nothing': async ({
      stores,
      seed,
    }) => {
      await seed(store(1), store(2));
      expect(await stores.update(store(2)._id, { ...editOf(store(2)), vst: store(1).vst, name: 'neu' })).toBe(
        'duplicate',
      );
      expect(await stores.findById(store(2)._id)).toEqual(store(2));
    },

    'an edit to another type whose store has the number answers duplicate': async ({ stores, seed }) => {
      const pronto = store(1, { type: 'cooppronto', api: 'cooppronto' });
      const coop = store(2, { vst: pronto.vst, name: 'Coop Bahnhof' });
      await seed(pronto, coop);
      expect(await stores.update(coop._id, { ...editOf(coop), type: 'cooppronto', api: 'cooppronto' })).toBe(
        'duplicate',
      );
      expect(await stores.findById(coop._id)).toEqual(coop);
    },

    'the number of a store of another type or cooperative is free': async ({ stores, seed }) => {
      await seed(
        store(1, { type: 'cooppronto', api: 'cooppronto' }),
        store(2, { vst: '7', type: 'spamia', api: 'spamia', spamia_type: 'Aare' }),
        store(3, { vst: '8', type: 'spamia', api: 'spamia', spamia_type: 'Zürich' }),
        store(4),
      );
      expect(await stores.update(store(4)._id, { ...editOf(store(4)), vst: store(1).vst })).toMatchObject({
        vst: store(1).vst,
      });
      expect(await stores.update(store(3)._id, { ...editOf(store(3)), vst: '7' })).toMatchObject({
        vst: '7',
      });
    },

    'the geocoding counts, reads in batches by id, and positions a store only while it has none': async ({
      stores,
      seed,
    }) => {
      await seed(unlocated(3), store(1), unlocated(2), unlocated(5));
      expect(await stores.countGeocoding()).toEqual({ stores: 4, toGeocode: 3 });
      const ids = (found: Store[]) => found.map((each) => each._id);
      expect(ids(await stores.findWithoutPosition(undefined, 2))).toEqual([store(2)._id, store(3)._id]);
      expect(ids(await stores.findWithoutPosition(store(3)._id, 2))).toEqual([store(5)._id]);
      expect(await stores.setPosition(store(2)._id, 47.1, 8.2, 'Weg 1, 6000 Luzern')).toBe(true);
      expect(await stores.setPosition(store(2)._id, 47.2, 8.3, 'zweimal')).toBe(false);
      expect(await stores.setPosition(store(1)._id, 47.2, 8.3, 'hat schon')).toBe(false);
      expect(await stores.setPosition(store(9)._id, 47.2, 8.3, 'unbekannt')).toBe(false);
      expect((await stores.findById(store(2)._id))?.geo).toEqual({
        latitude: 47.1,
        longitude: 8.2,
        place: { formatted_address: 'Weg 1, 6000 Luzern' },
      });
      expect(await stores.findById(store(1)._id)).toEqual(store(1));
      expect(await stores.countGeocoding()).toEqual({ stores: 4, toGeocode: 2 });
    },

    'every store is read for the snapshot': async ({ stores, seed }) => {
      expect(await stores.findAll()).toEqual([]);
      await seed(store(2), unlocated(1));
      expect(byId(await stores.findAll())).toEqual([unlocated(1), store(2)]);
    },

    'the import inserts a new store with its fields, a position if given, and zero counters': async ({
      stores,
    }) => {
      const written = await stores.upsertStores('coop', [
        row({
          vst: '1',
          vkg: 'Nord',
          vl: 'VL Mitte',
          spamia_type: 'ignored',
          latitude: 46.9,
          longitude: 7.4,
        }),
        row({ vst: '2', shopName: '' }),
      ]);
      expect(written).toMatchObject({ created: 2, updated: 0 });
      const [first, second] = await Promise.all(written.storeIDs.map((id) => stores.findById(id)));
      const fields = {
        name: 'Migros Wankdorf',
        street: 'Wankdorfplatz 1',
        plz: '3014',
        city: 'Bern',
        kanton: 'BE',
      };
      expect(first).toEqual({
        _id: written.storeIDs[0],
        vst: '1',
        ...fields,
        type: 'coop',
        api: 'coop',
        spamia_type: null,
        vkg: 'Nord',
        vl: { name: 'VL Mitte' },
        geo: { latitude: 46.9, longitude: 7.4 },
        ...NEW_STORE_COUNTERS,
      });
      expect(second).toEqual({
        _id: written.storeIDs[1],
        vst: '2',
        ...fields,
        type: 'coop',
        api: 'coop',
        spamia_type: null,
        geo: {},
        ...NEW_STORE_COUNTERS,
      });
    },

    'the import updates a store of the same type, number and cooperative, in the rows’ order': async ({
      stores,
      seed,
    }) => {
      await seed(
        store(1, { vst: '2001', type: 'spamia', api: 'spamia', spamia_type: 'Aare', vkg: 'alt' }),
        store(2, { vst: '2001' }),
      );
      const written = await stores.upsertStores('spamia', [
        row({ spamia_type: 'Zürich' }),
        row({ spamia_type: 'Aare', name: 'Migros Aarberg', street: 'Bahnhofplatz 1', plz: '3011' }),
      ]);
      expect(written).toMatchObject({ created: 1, updated: 1 });
      expect(written.storeIDs[1]).toBe(store(1)._id);
      expect(written.storeIDs[0]).not.toBe(store(2)._id);
      // not moved (same street, zip and city): keeps its position, counters and the fields the row leaves out
      expect(await stores.findById(store(1)._id)).toEqual({
        ...store(1, { vst: '2001', type: 'spamia', api: 'spamia', spamia_type: 'Aare', vkg: 'alt' }),
        name: 'Migros Aarberg',
      });
      expect(await stores.findById(store(2)._id)).toEqual(store(2, { vst: '2001' }));
    },

    'a store the import moves loses its position without coordinates, takes them if given': async ({
      stores,
      seed,
    }) => {
      await seed(
        store(1, {
          vst: '1',
          geo: {
            latitude: 46,
            longitude: 7,
            place: { formatted_address: 'a', formatted_phone_number: '031' },
          },
        }),
        store(2, { vst: '2' }),
        store(3, { vst: '3' }),
      );
      await stores.upsertStores('coop', [
        row({ vst: '1', street: 'Neuweg 1' }),
        row({ vst: '2', street: 'Neuweg 2', latitude: 47, longitude: 8 }),
        row({
          vst: '3',
          name: 'nur der Name',
          street: 'Bahnhofplatz 1',
          plz: '3011',
          city: 'Bern',
          latitude: 45,
          longitude: 6,
        }),
      ]);
      expect((await stores.findById(store(1)._id))?.geo).toEqual({
        place: { formatted_phone_number: '031' },
      });
      expect((await stores.findById(store(2)._id))?.geo).toEqual({
        latitude: 47,
        longitude: 8,
        place: { formatted_address: 'Bahnhofplatz 1, 3011 Bern' },
      });
      expect((await stores.findById(store(3)._id))?.geo).toMatchObject({ latitude: 45, longitude: 6 });
      expect(await stores.countGeocoding()).toEqual({ stores: 3, toGeocode: 1 });
    },

    'an entry copies the store’s type, number, address and position': async ({ stores, seed }) => {
      await seed(store(1), unlocated(2));
      expect(await stores.storeOfEntry(store(1)._id)).toEqual({
        type: 'coop',
        vst: '1001',
        store: {
          name: 'Coop Filiale 1',
          street: 'Bahnhofplatz 1',
          plz: '3011',
          city: 'Bern',
          latitude: 46.95,
          longitude: 7.44,
        },
      });
      expect(await stores.storeOfEntry(store(2)._id)).toEqual({
        type: 'coop',
        vst: '1002',
        store: { name: 'Coop Filiale 2', street: 'Bahnhofplatz 1', plz: '3011', city: 'Bern' },
      });
      expect(await stores.storeOfEntry(store(3)._id)).toBeUndefined();
      expect(await stores.storeOfEntry('not-an-id')).toBeUndefined();
    },

    'the rounds set a store’s done counters, again and again to the same sums': async ({ stores, seed }) => {
      await seed(store(1));
      await stores.setDoneCounters(store(1)._id, { alkDone: 2, tabakDone: 1, mediaDone: 0 });
      await stores.setDoneCounters(store(1)._id, { alkDone: 2, tabakDone: 1, mediaDone: 0 });
      expect(await stores.findById(store(1)._id)).toEqual({
        ...store(1),
        alkDone: 2,
        tabakDone: 1,
        mediaDone: 0,
      });
      await stores.setDoneCounters('store-without-object-id', { alkDone: 1, tabakDone: 0, mediaDone: 0 });
      await stores.setDoneCounters(store(2)._id, { alkDone: 1, tabakDone: 0, mediaDone: 0 });
      expect(await stores.findAll()).toHaveLength(1);
    },

    'the analysis reads the positions of the stores that have one': async ({ stores, seed }) => {
      await seed(store(1), unlocated(2));
      const positions = await stores.positionsOf([
        store(1)._id,
        store(2)._id,
        store(3)._id,
        'x',
        store(1)._id,
      ]);
      expect([...positions]).toEqual([[store(1)._id, { latitude: 46.95, longitude: 7.44 }]]);
      expect(await stores.positionsOf([])).toEqual(new Map());
    },
  },
);
