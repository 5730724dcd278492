import type { Purchase, PurchaseInputDraft, UploadedFile } from '@agecheck/contracts';
import { callApi, eventually, testDatabase, testPlatform, tokenFor } from '@agecheck/test-kit';
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { demoPurchaseCopy } from './demo-purchase-copy';
import type { PurchaseRow } from '../src/purchases/purchase-row';
import { readPdf } from './pdf-text';

// svc-exports keeps the purchases from svc-purchases' events (decision 0020) and makes the PDF report from
// them with the pictures it reads from svc-files as the caller (issue 8: `GET api/exports/rapport/{id}`).

const exportsDb = testDatabase('exports');

const row = (id: string) => exportsDb.collection<PurchaseRow>('purchases').findOne({ _id: id });

async function upload(path: '/api/images' | '/api/signature', purchaseID: string, bytes: Buffer) {
  const form = new FormData();
  form.append('purchaseID', purchaseID);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'picture.png');
  const response = await fetch(`${testPlatform().gatewayUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await tokenFor('testkaeufer')}` },
    body: form,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as UploadedFile).img;
}

const picture = (colour: string) =>
  sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** A failed alcohol test at a demo coop with its report photo and both signatures (no receipt taken). */
async function failedTest(token: string): Promise<PurchaseInputDraft> {
  const started = await demoPurchaseCopy(token, 'coop');
  const { _id } = started;
  return {
    ...started,
    type: [{ api: 'coop', name: 'Coop' }],
    cashier: { gender: 'w', name: 'Report', firstname: 'Rita', number: '654321' },
    kks: 'Kasse',
    testType: 'Alkohol',
    regulationsRespected: false,
    pass: true,
    age: true,
    reasonTMP: 'estimatedOlder',
    image: await upload('/api/images', _id, await picture('#3050a0')),
    signatures: {
      cashier: { img: await upload('/api/signature', _id, await picture('#ffffff')) },
      chief: { img: await upload('/api/signature', _id, await picture('#eeeeee')), position: 'deputy' },
    },
  };
}

describe('the purchases of svc-exports and the PDF report', () => {
  it('keeps a saved purchase with its store and tester, and makes its report with the pictures', async () => {
    const token = await tokenFor('testkaeufer');
    const input = await failedTest(token);
    const saved = await callApi<Purchase>(`/api/purchases/${input._id}`, {
      token,
      method: 'PUT',
      body: input,
    });
    expect(saved.status).toBe(200);

    const kept = await eventually(async () => {
      const found = await row(input._id);
      expect(found).toMatchObject({ vst: input.vst, cashier: { name: 'Report' }, deleted: false });
      return found as PurchaseRow;
    });
    expect(kept.userName).not.toBe('');
    expect(kept.store).toEqual(
      expect.objectContaining({ city: expect.any(String), kanton: expect.any(String) }),
    );

    const response = await fetch(`${testPlatform().gatewayUrl}/api/exports/rapport/${input._id}?lang=fr`, {
      headers: { authorization: `Bearer ${await tokenFor('planung')}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const { pages, images } = await readPdf(Buffer.from(await response.arrayBuffer()));
    expect(pages.join(' ')).toContain('Rapport d’achat test');
    expect(pages.join(' ')).toContain('Report Rita');
    expect(pages.join(' ')).toContain(kept.userName);
    // the report photo and both signatures; the receipt was not taken
    expect(images.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(pages[1]).toContain('Non disponible');
  });

  it('answers 404 for a purchase it does not keep, and refuses a test buyer', async () => {
    const unknown = await callApi(`/api/exports/rapport/${randomUUID()}`, {
      token: await tokenFor('planung'),
    });
    expect(unknown.status).toBe(404);
    const buyer = await callApi(`/api/exports/rapport/${randomUUID()}`, {
      token: await tokenFor('testkaeufer'),
    });
    expect(buyer.status).toBe(403);
  });

  it('marks a deleted purchase, so no report is made of it', async () => {
    const token = await tokenFor('testkaeufer');
    const input = await failedTest(token);
    expect((await callApi(`/api/purchases/${input._id}`, { token, method: 'PUT', body: input })).status).toBe(
      200,
    );
    await eventually(async () => expect(await row(input._id)).toMatchObject({ deleted: false }));
    expect((await callApi(`/api/purchases/${input._id}`, { token, method: 'DELETE' })).status).toBe(204);
    await eventually(async () => expect(await row(input._id)).toMatchObject({ deleted: true }));
    const report = await callApi(`/api/exports/rapport/${input._id}`, { token: await tokenFor('planung') });
    expect(report.status).toBe(404);
  });
});
