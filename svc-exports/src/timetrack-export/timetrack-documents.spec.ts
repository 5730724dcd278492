import type { TimetrackRegion } from '@agecheck/contracts';
import { CUSTOMER_ID, customer, region, REGION_ID, storedTimetrack } from '../../test/timetrack-row.fixture';
import { regionDetectiveRecords, timetrackInvoices, timetrackStatsRows } from './timetrack-documents';

// The surveillance exports' contents (A.7 decision; A.8 customer kinds; decision 0034): the VL list holds only
// the region's detective records, an invoice line is the record's hours × the region's price of its `tag`, the
// statistics sum records, hours and expenses per region and customer kind.

const OTHER_ID = '65f0c0ffee0000000000bbbb';
const other: TimetrackRegion = {
  ...region,
  _id: OTHER_ID,
  order: 0,
  name: 'Region Zürich',
  price: { normal: 60, sonntag: 90 },
};
const customers = new Map([[CUSTOMER_ID, customer]]);

const detective = (id: string, changes: Parameters<typeof storedTimetrack>[0] = {}) =>
  storedTimetrack({
    _id: id,
    typ: 'detektiv',
    kunde: CUSTOMER_ID,
    region: REGION_ID,
    tk: undefined,
    spesen: { reisen: 10 },
    userID: 'dk1',
    userName: 'Dani Detektiv',
    ...changes,
  });

// a Monday 08:00–16:30 with 0.5 h pause: 8 h; a Sunday 10:00–14:00: 4 h; another region's day: 7 h
const RECORDS = [
  detective('d-mon', { datum: '2026-11-23', tag: 'Wochentag', start: '08:00', end: '16:30', pause: 0.5 }),
  detective('d-sun', { datum: '2026-11-22', tag: 'Sonntag', start: '10:00', end: '14:00', pause: 0 }),
  detective('d-zh', {
    region: OTHER_ID,
    datum: '2026-11-24',
    start: '09:00',
    end: '16:00',
    pause: 0,
    spesen: undefined,
  }),
  // a test buyer's day: no detective record, in no invoice or VL list
  storedTimetrack({ _id: 't-1' }),
];

describe('the VL list (B§5 L140)', () => {
  it('holds only the detective records of the region', () => {
    expect(regionDetectiveRecords(RECORDS, REGION_ID).map((record) => record._id)).toEqual([
      'd-mon',
      'd-sun',
    ]);
    expect(regionDetectiveRecords(RECORDS, OTHER_ID).map((record) => record._id)).toEqual(['d-zh']);
  });
});

describe('the invoices (A.7 decision: hours × price.normal or price.sonntag by the record’s tag)', () => {
  it('makes one invoice per region with records, by the regions’ order, totals the sum of hours × price', () => {
    const invoices = timetrackInvoices(RECORDS, [region, other], customers);
    expect(invoices.map((invoice) => invoice.region.name)).toEqual(['Region Zürich', 'Region Bern']);
    const [zurich, bern] = invoices;
    expect(
      bern!.lines.map(({ record, hours, sunday, price, amount }) => [
        record._id,
        hours,
        sunday,
        price,
        amount,
      ]),
    ).toEqual([
      ['d-mon', 8, false, 50, 400],
      ['d-sun', 4, true, 70, 280],
    ]);
    expect(bern).toMatchObject({ hours: 12, total: 680 });
    expect(bern!.lines[0]!.customer?.name).toBe('Warenhaus Bern');
    expect(zurich).toMatchObject({ hours: 7, total: 420 });
  });

  it('makes only the chosen region’s invoice, also when it has no records', () => {
    expect(timetrackInvoices(RECORDS, [region, other], customers, OTHER_ID).map((i) => i.total)).toEqual([
      420,
    ]);
    const empty = timetrackInvoices([], [region, other], customers, REGION_ID);
    expect(empty).toEqual([{ region, lines: [], hours: 0, total: 0 }]);
    expect(timetrackInvoices([], [region, other], customers)).toEqual([]);
  });

  it('rounds each line to the centime and sums the rounded lines', () => {
    const odd = { ...region, price: { normal: 33.33, sonntag: 0 } };
    const [invoice] = timetrackInvoices(
      [detective('a', { start: '08:00', end: '09:15', pause: 0, tag: 'Wochentag' })],
      [odd],
      customers,
    );
    // 1.25 h × 33.33 = 41.6625
    expect(invoice).toMatchObject({ hours: 1.25, total: 41.66 });
  });
});

describe('the statistics (A.8 decision: per region and customer kind)', () => {
  const names = {
    regions: new Map([
      [`region:${REGION_ID}`, 'Region Bern'],
      [`region:${OTHER_ID}`, 'Region Zürich'],
    ]),
  };

  it('sums the records, hours and expenses per region and kind', () => {
    expect(timetrackStatsRows(RECORDS, names, customers)).toEqual([
      // the test buyer's payout day has no region: 8 h − 1 h pause, expenses 12.40 + 8
      { region: '', kind: 'youthProtection', records: 1, hours: 7, expenses: 20.4 },
      { region: 'Region Bern', kind: 'storeCheck', records: 2, hours: 12, expenses: 20 },
      { region: 'Region Zürich', kind: 'storeCheck', records: 1, hours: 7, expenses: 0 },
    ]);
  });

  it('keeps only the chosen region’s records', () => {
    expect(timetrackStatsRows(RECORDS, names, customers, OTHER_ID)).toEqual([
      { region: 'Region Zürich', kind: 'storeCheck', records: 1, hours: 7, expenses: 0 },
    ]);
  });
});
