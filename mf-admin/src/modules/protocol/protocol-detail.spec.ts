import { protocolDetail } from './protocol-detail';

// CHECKLIST D.8 (back-office spec L79: "description with short text and expandable detail") and decision A-C6
// (every admin correction in the protocol, before and after).
const texts = {
  value: (value: string | number | boolean) =>
    typeof value === 'boolean' ? (value ? 'Ja' : 'Nein') : String(value),
};

describe('protocolDetail: the detail of a protocol entry, readable', () => {
  it('shows the fields of the data by their path, lists joined, yes and no as words', () => {
    const detail = JSON.stringify({
      shopper: { name: 'Muster Anna', address: { city: 'Zürich' }, tags: ['a', 'b'] },
      created: true,
    });
    expect(protocolDetail(detail, texts)).toEqual({
      fields: [
        { field: 'shopper.name', value: 'Muster Anna' },
        { field: 'shopper.address.city', value: 'Zürich' },
        { field: 'shopper.tags', value: 'a, b' },
        { field: 'created', value: 'Ja' },
      ],
      changes: null,
    });
  });

  it('compares a time record an admin corrected, before and after, field by field', () => {
    const detail = JSON.stringify({
      record: { datum: '2026-11-23', end: '13:00', version: 2, note: 'neu' },
      created: false,
      before: { datum: '2026-11-23', end: '12:00', version: 1 },
    });
    expect(protocolDetail(detail, texts)).toEqual({
      fields: [{ field: 'created', value: 'Nein' }],
      changes: [
        { field: 'datum', before: '2026-11-23', after: '2026-11-23', changed: false },
        { field: 'end', before: '12:00', after: '13:00', changed: true },
        { field: 'version', before: '1', after: '2', changed: true },
        { field: 'note', before: '', after: 'neu', changed: true },
      ],
    });
  });

  it('compares the system settings before and after', () => {
    const detail = JSON.stringify({
      settings: { timetrackEditDays: 10 },
      before: { timetrackEditDays: 5 },
    });
    expect(protocolDetail(detail, texts).changes).toEqual([
      { field: 'timetrackEditDays', before: '5', after: '10', changed: true },
    ]);
  });

  it('shows lists of objects item by item, and a detail that is no JSON object as it is', () => {
    expect(protocolDetail(JSON.stringify({ items: [{ a: 1 }, { a: 2 }] }), texts).fields).toEqual([
      { field: 'items.1.a', value: '1' },
      { field: 'items.2.a', value: '2' },
    ]);
    expect(protocolDetail('kein JSON', texts)).toEqual({
      fields: [{ field: '', value: 'kein JSON' }],
      changes: null,
    });
  });
});
