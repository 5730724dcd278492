import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { collectionOwnerProblems } from './collection-owners';

describe('collectionOwnerProblems', () => {
  let src: string;
  const write = (file: string, text: string) => {
    mkdirSync(dirname(join(src, file)), { recursive: true });
    writeFileSync(join(src, file), text);
  };

  beforeEach(() => {
    src = mkdtempSync(join(tmpdir(), 'collection-owners-'));
    write(
      'stores/stores.repository.ts',
      "export const STORES_COLLECTION = 'stores';\nthis.stores = db.collection<StoreDocument>(STORES_COLLECTION);\n",
    );
    write('stores/stores.service.spec.ts', "db.collection('stores');\n");
  });
  afterEach(() => rmSync(src, { recursive: true }));

  it('answers nothing when each collection is opened by its owner only (tests aside)', () => {
    write(
      'rounds/rounds.repository.ts',
      '// not db.collection(STORES_COLLECTION)\nthis.stores.findById(id);\n',
    );
    expect(collectionOwnerProblems(src)).toEqual([]);
  });

  it('names the file and the collection another module opens, by constant, by name or with a copied constant', () => {
    write(
      'rounds/rounds.repository.ts',
      "import { STORES_COLLECTION } from '../stores/stores.repository';\ndb.collection(STORES_COLLECTION);\n",
    );
    write('analysis/analysis.repository.ts', "db.collection<{ _id: Map<string, number> }>('stores');\n");
    write(
      'import/import.repository.ts',
      "const STORES_COLLECTION = 'stores';\ndb.collection(STORES_COLLECTION);\n",
    );
    expect(collectionOwnerProblems(src)).toEqual([
      "analysis/analysis.repository.ts opens the collection 'stores' of the module stores: ask that module's repository",
      "import/import.repository.ts declares the collection 'stores' again (STORES_COLLECTION); its owner is the module stores",
      "import/import.repository.ts opens the collection 'stores' of the module stores: ask that module's repository",
      "rounds/rounds.repository.ts opens the collection 'stores' of the module stores: ask that module's repository",
    ]);
  });

  it('names every opener of a collection no module declares that several modules open', () => {
    write('a/a.repository.ts', "db.collection('files');\n");
    write('b/b.repository.ts', "db.collection('files');\n");
    expect(collectionOwnerProblems(src)).toEqual([
      "a/a.repository.ts opens the collection 'files', which the modules a, b all open: one of them should own it",
      "b/b.repository.ts opens the collection 'files', which the modules a, b all open: one of them should own it",
    ]);
  });
});
