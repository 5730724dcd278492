import { PURCHASE_EXPORT_COLUMNS } from '@agecheck/contracts';
import { EXPORT_KEYS, exportColumns } from './purchase-export-columns';

// Back-office spec, section 2 ("Grid with date range start and end, column chooser, CSV and Excel export"):
// the Excel file has the grid's shown columns, in their order, with their headers.
describe('the Excel export columns of the purchases overview', () => {
  it.each([
    ['user', 'userName'],
    ['type', 'storeType'],
    ['regulations', 'regulationsRespected'],
    ['checked', 'done'],
    ['article', 'articleName'],
  ])('grid column %s is export column %s', (id, key) => {
    expect(exportColumns([{ id, header: 'x' }])).toEqual([{ key, label: 'x' }]);
  });

  it('gives every grid column its own export column the export knows', () => {
    const keys = Object.values(EXPORT_KEYS);
    for (const key of keys) expect(PURCHASE_EXPORT_COLUMNS).toContain(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('keeps the shown columns in their order with their headers', () => {
    expect(
      exportColumns([
        { id: 'vst', header: 'VST' },
        { id: 'date', header: 'Datum' },
      ]),
    ).toEqual([
      { key: 'vst', label: 'VST' },
      { key: 'date', label: 'Datum' },
    ]);
  });
});
