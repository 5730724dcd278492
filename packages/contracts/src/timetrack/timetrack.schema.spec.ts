import {
  timetrackCustomerInputSchema,
  timetrackRegionInputSchema,
  timetrackExportRequestSchema,
  timetrackListQuerySchema,
  timetrackReviewRequestSchema,
  timetrackUserExportRequestSchema,
  timetrackVlExportRequestSchema,
  timetrackTkRegionInputSchema,
  timetrackValoraRegionInputSchema,
} from './timetrack-admin.schema';
import {
  TIMETRACK_CUSTOMER_KINDS,
  TIMETRACK_DETECTIVE_CUSTOMER_KINDS,
  TIMETRACK_PAGE_SIZE,
} from './timetrack.constants';
import { detectiveRecord, REGION_ID, shopperRecord, sonderRecord, TT_ID } from './timetrack.fixtures';
import {
  DEFAULT_TIMETRACK_SETTINGS,
  timetrackInputSchema,
  timetrackSettingsSchema,
} from './timetrack.schema';

// The shapes of the time-tracking contracts (checklist A.2, A.7 to A.9; back-office spec, sections 3, 5, 7).

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.success ? [] : result.error!.issues.map(({ path, message }) => `${path.join('.')} ${message}`));

describe('the save request (F§3 L91–95, B§3 L105; A.2 decisions)', () => {
  it.each([
    ['a test buyer', shopperRecord()],
    ['a detective', detectiveRecord()],
    ['an absence', sonderRecord()],
  ])('takes %s', (_case, record) => expect(issues(timetrackInputSchema.safeParse(record))).toEqual([]));

  it.each([
    ['a time off the 15-minute steps (F§5 L162)', { start: '09:10' }, ['start timetrack.timeErr']],
    ['hour 24', { end: '24:00' }, ['end timetrack.timeErr']],
    ['a date that is none', { datum: '2026-13-01' }, ['datum timetrack.dateErr']],
    ['an unknown role', { typ: 'planung' }, ['typ timetrack.iamError']],
    ['step 5', { index: 5 }, ['index util.invalid']],
    ['an id the phone did not make (a UUID)', { _id: 'getOpen' }, ['_id util.invalidId']],
    [
      'a negative amount, and centimes below 0.01 (A.2: "CHF ≥ 0 with 2 decimals")',
      { spesen: { reisen: -1, mahlzeit: 10.005 } },
      ['spesen.reisen util.invalid', 'spesen.mahlzeit util.invalid'],
    ],
    [
      'a count that is not whole (A.2: "integer counts ≥ 0")',
      { detektiv: { ladendiebe: 1.5, hausverbot: -1 } },
      ['detektiv.ladendiebe util.invalid', 'detektiv.hausverbot util.invalid'],
    ],
    ['an unknown zone', { spesen: { zone: 'D' } }, ['spesen.zone util.invalid']],
    ['an unknown absence', { sonder: { typ: 'Militär' } }, ['sonder.typ util.invalid']],
  ])('refuses %s', (_case, changes, expected) =>
    expect(issues(timetrackInputSchema.safeParse({ ...shopperRecord(), ...changes }))).toEqual(expected),
  );

  it('keeps no field the server decides (complete, reviewed, tag, pause, userID)', () => {
    const parsed = timetrackInputSchema.parse({
      ...shopperRecord(),
      complete: true,
      reviewed: true,
      tag: 'Sonntag',
      pause: 3,
      userID: 'someone',
    });
    expect(Object.keys(parsed)).not.toEqual(
      expect.arrayContaining(['complete', 'reviewed', 'tag', 'pause', 'userID']),
    );
    expect(parsed).not.toHaveProperty('complete');
    expect(parsed).not.toHaveProperty('userID');
  });

  it('names the shopper by id only: a name or birth date sent is dropped (A.2 decision)', () =>
    expect(
      timetrackInputSchema.parse({
        ...shopperRecord(),
        tk: { obj: { _id: 'sh1', name: 'X', date: '2000-01-01' } },
      }).tk?.obj,
    ).toEqual({ _id: 'sh1' }));
});

describe('customers and regions (A.8; B§3 L107, B§5 L134)', () => {
  const region = {
    order: 1,
    name: 'Bern',
    vstort: 'Bern',
    referenz: 'R-1',
    lieferadresse: 'Bahnhofplatz 1, 3011 Bern',
    kst: '4711',
    price: { normal: 80, sonntag: 120 },
  };

  it('a customer needs name, VST (a number), region and its kind', () => {
    expect(
      issues(
        timetrackCustomerInputSchema.safeParse({
          name: 'Coop Bern',
          vst: 1234,
          region: REGION_ID,
          kind: 'storeCheck',
        }),
      ),
    ).toEqual([]);
    expect(issues(timetrackCustomerInputSchema.safeParse({ name: ' ', vst: '12a' }))).toEqual([
      'name util.required',
      'vst util.required',
      'region util.required',
      'kind util.required',
    ]);
  });

  it.each([
    ['none chosen (the select left empty)', '', 'region util.required'],
    ['not a region id', 'Bern', 'region util.invalidId'],
  ])("a customer's region %s (%p) reports its key", (_case, region, issue) => {
    expect(
      issues(timetrackCustomerInputSchema.safeParse({ name: 'X', vst: 1, region, kind: 'storeCheck' })),
    ).toEqual([issue]);
  });

  it('a detective customer has one of the detective kinds, all within the customer kinds (A.8 decision)', () => {
    expect(TIMETRACK_CUSTOMER_KINDS).toEqual(expect.arrayContaining([...TIMETRACK_DETECTIVE_CUSTOMER_KINDS]));
    expect(
      issues(
        timetrackCustomerInputSchema.safeParse({ name: 'X', vst: 1, region: REGION_ID, kind: 'training' }),
      ),
    ).toEqual(['kind util.required']);
  });

  it('a region needs order, name, vstort, referenz, lieferadresse, kst and both prices', () => {
    expect(issues(timetrackRegionInputSchema.safeParse({ ...region, address1: 'Coop Region Bern' }))).toEqual(
      [],
    );
    expect(issues(timetrackRegionInputSchema.safeParse({ name: 'Bern' }))).toEqual([
      'order util.required',
      'vstort util.required',
      'referenz util.required',
      'lieferadresse util.required',
      'kst util.required',
      'price util.required',
    ]);
  });

  it('a Valora region needs name, nvl, referenz, kst and its prices (A-C3)', () => {
    expect(
      issues(
        timetrackValoraRegionInputSchema.safeParse({
          name: 'Valora Ost',
          nvl: 'NVL-7',
          referenz: 'V-1',
          kst: '800',
          price: { normal: 50, additional: 10 },
        }),
      ),
    ).toEqual([]);
    expect(
      issues(timetrackValoraRegionInputSchema.safeParse({ name: 'Valora Ost', price: { normal: 50 } })),
    ).toEqual([
      'nvl util.required',
      'referenz util.required',
      'kst util.required',
      'price.additional util.required',
    ]);
  });

  it('a test-purchase region needs name, referenz, kst, price normal, conditionDays, and zusatz for coop', () => {
    const tkRegion = {
      name: 'Coop Mitte',
      referenz: 'T-1',
      kst: '900',
      price: { normal: 70 },
      conditionDays: 30,
    };
    expect(issues(timetrackTkRegionInputSchema.safeParse({ ...tkRegion, api: 'spamia' }))).toEqual([]);
    expect(issues(timetrackTkRegionInputSchema.safeParse({ ...tkRegion, api: 'coop' }))).toEqual([
      'price.zusatz util.required',
    ]);
    expect(
      issues(
        timetrackTkRegionInputSchema.safeParse({
          ...tkRegion,
          api: 'coop',
          price: { normal: 70, zusatz: 15 },
        }),
      ),
    ).toEqual([]);
  });
});

describe('the admin list, the review and the exports (A.7, A.9; B§5 L140, B§7 L159–165)', () => {
  it('pages by 50 (A.7 decision)', () => expect(TIMETRACK_PAGE_SIZE).toBe(50));

  it('filters by user, customer, period and status; the period may not end before it starts', () => {
    expect(
      timetrackListQuerySchema.parse({
        user: 'u1',
        customer: 'Schulung',
        from: '2026-11-01',
        to: '2026-11-30',
        status: 'pending',
      }),
    ).toEqual({ user: 'u1', customer: 'Schulung', from: '2026-11-01', to: '2026-11-30', status: 'pending' });
    expect(issues(timetrackListQuerySchema.safeParse({ from: '2026-11-30', to: '2026-11-01' }))).toEqual([
      'to timetrack.rangeErr',
    ]);
    // open: the records not saved complete (R-T13), which cannot be reviewed yet (A-C11)
    expect(timetrackListQuerySchema.parse({ status: 'open' })).toEqual({ status: 'open' });
    expect(issues(timetrackListQuerySchema.safeParse({ status: 'closed' }))).toEqual(['status util.invalid']);
  });

  it('reviews a selection (A.7 decision)', () => {
    expect(issues(timetrackReviewRequestSchema.safeParse({ ids: [TT_ID], reviewed: true }))).toEqual([]);
    expect(issues(timetrackReviewRequestSchema.safeParse({ ids: [], reviewed: true }))).toEqual([
      'ids util.selectOne',
    ]);
  });

  it('takes start and end (required) with type and region; VL needs the region (B§5 L140)', () => {
    const body = { start: '2026-11-01', end: '2026-11-30', type: 'detektiv' };
    expect(issues(timetrackExportRequestSchema.safeParse(body))).toEqual([]);
    expect(issues(timetrackExportRequestSchema.safeParse({ start: '2026-11-01' }))).toEqual([
      'end timetrack.dateErr',
    ]);
    expect(issues(timetrackExportRequestSchema.safeParse({ ...body, end: '2026-10-31' }))).toEqual([
      'end timetrack.rangeErr',
    ]);
    expect(issues(timetrackVlExportRequestSchema.safeParse(body))).toEqual(['region util.required']);
    expect(issues(timetrackVlExportRequestSchema.safeParse({ ...body, region: '' }))).toEqual([
      'region util.required',
    ]);
    expect(issues(timetrackVlExportRequestSchema.safeParse({ ...body, region: 'r1' }))).toEqual([
      'region util.invalidId',
    ]);
    expect(issues(timetrackVlExportRequestSchema.safeParse({ ...body, region: REGION_ID }))).toEqual([]);
  });

  it.each([
    ['November', '2026-11-01', '2026-11-30', []],
    ['February of a leap year', '2028-02-01', '2028-02-29', []],
    ['not from the 1st', '2026-11-02', '2026-11-30', ['end timetrack.monthErr']],
    ['not to the last day', '2026-11-01', '2026-11-29', ['end timetrack.monthErr']],
    ['two months', '2026-11-01', '2026-12-31', ['end timetrack.monthErr']],
  ])('the user\'s month export (B§7 L165 "month range, type"): %s', (_case, start, end, expected) =>
    expect(issues(timetrackUserExportRequestSchema.safeParse({ start, end }))).toEqual(expected),
  );
});

describe('the lock setting (A-C5)', () => {
  it('is editable until the 5th of the next month by default, a day from 0 to 28', () => {
    expect(DEFAULT_TIMETRACK_SETTINGS).toEqual({ timetrackEditDays: 5 });
    expect(timetrackSettingsSchema.safeParse({ timetrackEditDays: 29 }).success).toBe(false);
  });
});
