import { purchaseInputSchema, purchaseSchema } from './purchase.schema';

const draft = {
  _id: '3f2b8c1e-4d5a-4b6c-8d7e-9f0a1b2c3d4e',
  type: [{ api: 'coop', name: 'Coop' }],
  vst: '1234',
  name: 'Coop Bern Bahnhof',
  storeID: '65f0c0ffee0000000000abcd',
};

describe('purchase input (the body of PUT api/purchases/:id)', () => {
  // field-app spec, section 4: "delayed equals not complete": an incomplete purchase is still stored.
  it('accepts a draft with nothing but the store', () => {
    const parsed = purchaseInputSchema.parse(draft);
    expect(parsed.cashier).toEqual({});
    expect(parsed.signatures).toEqual({ chief: {}, cashier: {} });
    expect(parsed.overriddenWarnings).toEqual([]);
  });

  // issue 7: "The server, not the client, decides delayed and done."
  it('drops done, delayed and userID a client sends', () => {
    const parsed = purchaseInputSchema.parse({ ...draft, done: true, delayed: false, userID: 'x' });
    expect(parsed).not.toHaveProperty('done');
    expect(parsed).not.toHaveProperty('delayed');
    expect(parsed).not.toHaveProperty('userID');
  });

  it.each([
    ['an ObjectId instead of a UUID', { _id: '65f0c0ffee0000000000abcd' }, '_id', 'util.invalidId'],
    ['an upper-case UUID', { _id: draft._id.toUpperCase() }, '_id', 'util.invalidId'],
    ['two store types', { type: [draft.type[0], draft.type[0]] }, 'type', 'util.invalid'],
    [
      'an unknown store type',
      { type: [{ api: 'aldi', name: 'Aldi' }] },
      'type.0.api',
      'purchase.find.typeErr',
    ],
    ['a test type outside the list', { testType: 'Wein' }, 'testType', 'purchase.main.testTypErr'],
    ['a time of 24:00', { time: '24:00' }, 'time', 'purchase.main.timeErr'],
    ['a date in another form', { date: '23.11.2026' }, 'date', 'purchase.main.dateErr'],
    ['Italian as the VS language', { lang: 'it' }, 'lang', 'purchase.main.langErr'],
    ['crowded level 11', { crowdedLevel: 11 }, 'crowdedLevel', 'util.invalid'],
    ['kks outside Kasse, Kiosk, SCO', { kks: 'Band' }, 'kks', 'util.invalid'],
    ['an unknown warning', { overriddenWarnings: ['everything'] }, 'overriddenWarnings.0', 'util.invalid'],
  ])('rejects %s', (_case, change, path, key) => {
    const result = purchaseInputSchema.safeParse({ ...draft, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      path,
      key,
    ]);
  });
});

describe('stored purchase', () => {
  it('carries what the server decides', () => {
    const stored = {
      ...purchaseInputSchema.parse(draft),
      userID: 'u1',
      delayed: true,
      done: false,
      shopperAge: 16,
      createdAt: '2026-11-23T12:00:00.000Z',
      updatedAt: '2026-11-23T12:00:00.000Z',
      version: 3,
    };
    expect(purchaseSchema.parse(stored)).toEqual(stored);
  });
});
