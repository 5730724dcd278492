import { columnChoiceKey, readHiddenColumns, writeHiddenColumns } from './column-choice';

const columns = [{ id: 'date' }, { id: 'user' }, { id: 'cashier', hiddenByDefault: true }];

function memoryStorage(entries: Record<string, string> = {}) {
  const items = new Map(Object.entries(entries));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('the column choice of a grid, per grid and user', () => {
  it('hides the columns hidden by default until the user chooses', () => {
    expect(readHiddenColumns(memoryStorage(), 'overview:u1', columns)).toEqual(['cashier']);
  });

  it('keeps the choice of one user apart from another’s', () => {
    const storage = memoryStorage();
    writeHiddenColumns(storage, 'overview:u1', ['user']);
    expect(readHiddenColumns(storage, 'overview:u1', columns)).toEqual(['user']);
    expect(readHiddenColumns(storage, 'overview:u2', columns)).toEqual(['cashier']);
  });

  it('drops columns that no longer exist and ignores a broken entry', () => {
    expect(
      readHiddenColumns(memoryStorage({ [columnChoiceKey('g')]: '["gone","user",3]' }), 'g', columns),
    ).toEqual(['user']);
    expect(readHiddenColumns(memoryStorage({ [columnChoiceKey('g')]: '{' }), 'g', columns)).toEqual([
      'cashier',
    ]);
  });
});
