import { vlOptions } from './vl-options';

const labels = { all: 'Alle VL', active: 'Aktiv', archived: 'Archiviert' };

describe('VL choices (promo-checks spec, section 2.3: "all-VLs option; archived VLs in a separate group; sorted by name")', () => {
  it('puts all VLs first, then active and archived groups sorted by name', () => {
    expect(
      vlOptions(
        [
          { _id: 'b', name: 'West' },
          { _id: 'a', name: 'Ost', archive: true },
          { _id: 'c', name: 'Nord' },
          { _id: 'd', name: 'Alt', archive: true },
        ],
        labels,
      ),
    ).toEqual([
      { value: '-1', label: 'Alle VL' },
      {
        group: 'Aktiv',
        items: [
          { value: 'c', label: 'Nord' },
          { value: 'b', label: 'West' },
        ],
      },
      {
        group: 'Archiviert',
        items: [
          { value: 'd', label: 'Alt' },
          { value: 'a', label: 'Ost' },
        ],
      },
    ]);
  });

  it('keeps the user own VL when the list does not have it, and leaves out empty groups', () => {
    expect(vlOptions([], labels, 'VL Nord')).toEqual([
      { value: '-1', label: 'Alle VL' },
      { group: 'Aktiv', items: [{ value: 'VL Nord', label: 'VL Nord' }] },
    ]);
  });
});
