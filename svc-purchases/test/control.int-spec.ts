import type {
  ControlSaveDraft,
  Page,
  Purchase,
  PurchaseHistory,
  PurchaseInputDraft,
  UploadedFile,
} from '@agecheck/contracts';
import { callApi, testDatabase, testPlatform, tokenFor } from '@agecheck/test-kit';
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { failedTest } from './purchase-drafts';

// The control of test purchases through the gateway, with real tokens, svc-purchases, svc-files, FerretDB
// and NATS (issue 8, "Control" and its "Must show": the second of two concurrent control saves gets 409).

const db = testDatabase('purchases');

async function submitted(changes: Partial<PurchaseInputDraft> = {}): Promise<Purchase> {
  const token = await tokenFor('testkaeufer');
  const body = await failedTest(db, token, changes);
  const saved = await callApi<Purchase>(`/api/purchases/${body._id}`, { token, method: 'PUT', body });
  expect(saved).toMatchObject({ status: 200, body: { delayed: false, done: false } });
  return saved.body;
}

const control = async (id: string, body: ControlSaveDraft) =>
  callApi<Purchase & { message: string; code: string }>(`/api/purchases/control/${id}`, {
    token: await tokenFor('planung'),
    method: 'PUT',
    body,
  });

const historyOf = async (id: string) =>
  (
    await callApi<PurchaseHistory>(`/api/purchases/control/${id}/history`, {
      token: await tokenFor('planung'),
    })
  ).body;

const stored = (id: string) => db.collection('purchases').findOne({ _id: id as never });

describe('control of test purchases through the gateway', () => {
  it('lists a submitted purchase as awaiting control, filtered by user, outcome and test type', async () => {
    const purchase = await submitted();
    const planner = await tokenFor('planung');
    const list = (query: string) =>
      callApi<Page<Purchase>>(`/api/purchases/control/list?pageSize=200&${query}`, { token: planner });

    const mine = await list(`userID=${purchase.userID}&outcome=notRespected&testType=Alkohol&storeType=bp`);
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((item) => item._id)).toContain(purchase._id);
    expect(
      (await list('outcome=respected&from=2026-11-20&to=2026-11-20')).body.items.map((item) => item._id),
    ).not.toContain(purchase._id);
    expect((await list('from=2026-11-21')).body.items.map((item) => item._id)).not.toContain(purchase._id);
    // a test buyer may not control
    expect(
      (await callApi('/api/purchases/control/list', { token: await tokenFor('testkaeufer') })).status,
    ).toBe(403);
  });

  it('of two concurrent control saves of the same version the second gets 409 and writes nothing', async () => {
    const purchase = await submitted();
    const first = { ...purchase, cashier: { ...purchase.cashier, name: 'Hubert' } };
    const second = { ...purchase, cashier: { ...purchase.cashier, name: 'Hauser' } };
    const answers = await Promise.all([
      control(purchase._id, { purchase: first, version: purchase.version, done: true }),
      control(purchase._id, { purchase: second, version: purchase.version, done: true }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.status === 409);
    expect(lost?.body).toMatchObject({ code: 'CONTROL_VERSION_CONFLICT', message: 'control.conflict' });
    const won = answers.find((answer) => answer.status === 200)?.body as Purchase;
    const document = await stored(purchase._id);
    expect(document).toMatchObject({ version: purchase.version + 1, done: true, cashier: won.cashier });
    expect((await historyOf(purchase._id)).entries).toHaveLength(1);
    // a save with the version read before both still gets 409
    expect((await control(purchase._id, { version: purchase.version })).status).toBe(409);
  });

  it('keeps the report as the tester submitted it and records what each control changed, by whom', async () => {
    const purchase = await submitted({ remarks: 'Kassierer war unsicher' });
    const corrected = { ...purchase, cashier: { ...purchase.cashier, firstname: 'Mario' } };
    const saved = await control(purchase._id, { purchase: corrected, version: purchase.version });
    expect(saved.status).toBe(200);
    // checked, not yet ready for export; remarks cleared (reason is not 'other', back-office spec, section 5)
    expect(saved.body).toMatchObject({ done: false, checked: { by: { name: expect.any(String) } } });
    expect(saved.body.remarks).toBeUndefined();
    expect(await stored(purchase._id)).not.toHaveProperty('remarks');

    const marked = await control(purchase._id, { version: saved.body.version, done: true });
    expect(marked).toMatchObject({ status: 200, body: { done: true, cashier: { firstname: 'Mario' } } });

    const history = await historyOf(purchase._id);
    expect(history.original?.purchase).toMatchObject({
      remarks: 'Kassierer war unsicher',
      cashier: { firstname: 'Marco' },
    });
    expect(history.original?.version).toBe(purchase.version);
    expect(history.entries).toEqual([
      expect.objectContaining({
        action: 'controlled',
        done: false,
        by: expect.objectContaining({ name: expect.any(String) }),
        changes: [
          { field: 'cashier.firstname', before: 'Marco', after: 'Mario' },
          { field: 'remarks', before: 'Kassierer war unsicher' },
        ],
      }),
      expect.objectContaining({ action: 'markedCorrect', done: true, changes: [] }),
    ]);
    // done: no longer awaiting control
    const list = await callApi<Page<Purchase>>(
      `/api/purchases/control/list?userID=${purchase.userID}&pageSize=200`,
      {
        token: await tokenFor('planung'),
      },
    );
    expect(list.body.items.map((item) => item._id)).not.toContain(purchase._id);
  });

  it('keeps the sha256 the report image had when it arrived at svc-files', async () => {
    const token = await tokenFor('testkaeufer');
    const bytes = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'rapport.jpg');
    const uploaded = await fetch(`${testPlatform().gatewayUrl}/api/images`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const image = (await uploaded.json()) as UploadedFile;
    const purchase = await submitted({ image: image.img });

    expect((await control(purchase._id, { version: purchase.version, done: true })).status).toBe(200);
    expect((await historyOf(purchase._id)).original?.evidence).toEqual([
      { file: image.img, sha256: createHash('sha256').update(bytes).digest('hex') },
    ]);
  });

  it('refuses in automatic mode a purchase that needs manual verification, and one that breaks the edit rules, writing nothing', async () => {
    // pass false and the reason a misread ID: manual verification (back-office spec, section 5)
    const purchase = await submitted();
    const auto = await control(purchase._id, { version: purchase.version, done: true, auto: true });
    expect(auto).toMatchObject({ status: 400, body: { code: 'CONTROL_MANUAL_REQUIRED' } });

    const broken = { ...purchase, cashier: { ...purchase.cashier, name: '' } };
    const invalid = await control(purchase._id, { purchase: broken, version: purchase.version, done: true });
    expect(invalid).toMatchObject({ status: 400, body: { code: 'CONTROL_INVALID' } });
    expect((invalid.body as unknown as { errors: { path: string }[] }).errors).toContainEqual(
      expect.objectContaining({ path: 'cashier.name' }),
    );
    expect(await stored(purchase._id)).toMatchObject({ version: purchase.version, done: false });
    expect((await historyOf(purchase._id)).entries).toEqual([]);
  });

  it('rejecting a special reason sends the purchase back to its tester as delayed, with the notice', async () => {
    const purchase = await submitted({ specialReason: 'storeClosed' });
    const planner = await tokenFor('planung');
    const rejected = await callApi<Purchase>(`/api/purchases/control/${purchase._id}/rejectReason`, {
      token: planner,
      method: 'POST',
      body: { version: purchase.version, notice: 'Die Filiale war laut Öffnungszeiten offen.' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      done: false,
      reasonRejected: { specialReason: 'storeClosed', notice: 'Die Filiale war laut Öffnungszeiten offen.' },
    });
    expect(rejected.body.specialReason).toBeUndefined();
    expect(await stored(purchase._id)).not.toHaveProperty('specialReason');
    expect((await historyOf(purchase._id)).entries).toEqual([
      expect.objectContaining({
        action: 'reasonRejected',
        changes: [{ field: 'specialReason', before: 'storeClosed' }],
      }),
    ]);
    // a purchase without a special reason has none to reject
    const plain = await submitted();
    const none = await callApi(`/api/purchases/control/${plain._id}/rejectReason`, {
      token: planner,
      method: 'POST',
      body: { version: plain.version, notice: 'x' },
    });
    expect(none).toMatchObject({ status: 400, body: { code: 'CONTROL_NO_SPECIAL_REASON' } });
  });

  it('names the warning a later test brought on a purchase, and accepts it with who and when recorded (issue 17)', async () => {
    // a day of 2024 only this run's purchases have: no other test of the shopper at the store within 90 days
    const day = new Date(Date.UTC(2024, 0, 1 + Math.floor(Math.random() * 300)));
    const iso = (date: Date) => date.toISOString().slice(0, 10);
    const overridden = ['notInSprint', 'shopperAgeOutsideBand'] as const;
    const earlier = await submitted({ date: iso(day), overriddenWarnings: [...overridden] });
    // the same shopper tests the same store ten days later, the tester overriding the warning then
    await submitted({
      date: iso(new Date(day.getTime() + 10 * 86_400_000)),
      overriddenWarnings: [...overridden, 'shopperRecentlyTested'],
    });

    const refused = await control(earlier._id, { version: earlier.version, done: true });
    expect(refused).toMatchObject({ status: 400, body: { code: 'CONTROL_INVALID' } });
    expect((refused.body as unknown as { errors: unknown[] }).errors).toEqual([
      { path: 'overriddenWarnings', key: 'purchase.error.shopperRecentlyTested' },
    ]);

    const accepted = await control(earlier._id, {
      version: earlier.version,
      done: true,
      acceptedWarnings: ['shopperRecentlyTested'],
    });
    expect(accepted).toMatchObject({ status: 200, body: { done: true, delayed: false } });
    expect(await stored(earlier._id)).toMatchObject({
      overriddenWarnings: [...overridden, 'shopperRecentlyTested'],
      done: true,
    });
    const [entry] = (await historyOf(earlier._id)).entries;
    expect(entry).toMatchObject({
      action: 'markedCorrect',
      acceptedWarnings: ['shopperRecentlyTested'],
      by: { name: expect.any(String) },
      at: expect.any(String),
      changes: [
        {
          field: 'overriddenWarnings',
          before: [...overridden],
          after: [...overridden, 'shopperRecentlyTested'],
        },
      ],
    });
  });
});
