import { newTestService, standIn, testUser } from '@agecheck/nest-common/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemoryPurchaseRowsRepository } from '../../test/in-memory-purchase-rows.repository';
import { readPdf } from '../../test/pdf-text';
import { failedTestRow, TINY_JPEG } from '../../test/purchase-row.fixture';
import { PurchaseRowsRepository } from '../purchases/purchase-rows.repository';
import { FilesLocation } from './files.client';
import { ReportService } from './report.service';

// The PDF report of a purchase (issue 8: "the report as a PDF: the purchase's data, the report image, the
// receipt and both signatures ... in the user's language"; back-office spec, section 9: dd.MM.yyyy) from
// svc-exports' purchase rows, its pictures read from svc-files as the caller (decision 0013). svc-files is
// a small HTTP server here that answers its two calls: the signed link for the caller's token, the bytes.

const planner = testUser('pl1', ['planung']);
const AUTHORIZATION = 'Bearer token-of-pl1';

/** The pictures svc-files holds and the caller may see; the chief's signature is one the caller may not. */
const VISIBLE = new Set(['report.jpg', 'bill.jpg', 'sig-c.jpg']);

let server: Server;
let baseUrl: string;
const asked: { url: string; authorization: string | undefined }[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = request.url ?? '';
    asked.push({ url, authorization: request.headers.authorization });
    const link = /^\/api\/images\/([^/]+)$/.exec(url);
    if (link) {
      const name = decodeURIComponent(link[1]!);
      if (request.headers.authorization !== AUTHORIZATION || !VISIBLE.has(name))
        return void response.writeHead(404).end();
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ imageUrl: `/files/signed/${encodeURIComponent(name)}` }));
    }
    if (url.startsWith('/files/signed/')) return void response.writeHead(200).end(TINY_JPEG);
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => (asked.length = 0));

function setup(lang?: 'de' | 'fr' | 'it') {
  const rows = new InMemoryPurchaseRowsRepository();
  const row = failedTestRow();
  rows.rows.set(row._id, row);
  rows.rows.set('deleted', failedTestRow({ _id: 'deleted', deleted: true }));
  const service = newTestService(ReportService, [
    standIn(PurchaseRowsRepository, rows),
    standIn(FilesLocation, new FilesLocation(baseUrl)),
  ]);
  service.requests.answer('identity.user.get', ({ id }) => ({
    _id: id,
    name: 'Paula Planer',
    role: ['planung'],
    deleted: false,
    ...(lang ? { lang } : {}),
  }));
  return { ...service, id: row._id };
}

describe('ReportService (issue 8, the PDF report)', () => {
  it('writes the purchase’s report with the pictures the caller may see, named by store and date', async () => {
    const { sut, id } = setup();
    const { pdf, fileName } = await sut.report(planner, id, AUTHORIZATION, 'de');
    expect(fileName).toBe('Rapport_1001_2026-11-20.pdf');
    const { pages, images, title } = await readPdf(pdf);
    expect(title).toBe('Rapport Testkauf 1001 2026-11-20');
    const text = pages.join(' ');
    for (const expected of [
      'Coop Bern Bahnhof (1001)',
      '20.11.2026',
      'Tina Tester',
      'Meier Lea',
      'Müller Anna',
    ])
      expect(text).toContain(expected);
    // the report image, the receipt and the cashier's signature; the chief's svc-files did not give
    expect(images.reduce((sum, count) => sum + count, 0)).toBe(3);
    expect(pages[1]).toContain('Die Datei konnte nicht gelesen werden.');
    // every picture asked for with the caller's token, so that svc-files decides who sees what
    expect(asked.filter(({ url }) => url.startsWith('/api/images/'))).toEqual(
      ['report.jpg', 'bill.jpg', 'sig-c.jpg', 'sig-h.jpg'].map((name) => ({
        url: `/api/images/${name}`,
        authorization: AUTHORIZATION,
      })),
    );
  });

  it('writes the report in the language of the caller’s settings when none is asked for', async () => {
    const { sut, id, requests } = setup('it');
    const { pdf } = await sut.report(planner, id, AUTHORIZATION, undefined);
    expect(requests.sent).toEqual([{ subject: 'identity.user.get', payload: { id: 'pl1' } }]);
    const text = (await readPdf(pdf)).pages.join(' ');
    expect(text).toContain('Rapporto acquisto test');
    expect(text).not.toContain('Rapport Testkauf');
  });

  it('writes it in German when neither the request nor the settings name a language', async () => {
    const { sut, id } = setup();
    const { pdf } = await sut.report(planner, id, AUTHORIZATION, undefined);
    expect((await readPdf(pdf)).pages.join(' ')).toContain('Jugendschutzbestimmungen eingehalten Nein');
  });

  it('asks nobody for the language the request names', async () => {
    const { sut, id, requests } = setup('it');
    const { pdf } = await sut.report(planner, id, AUTHORIZATION, 'fr');
    expect(requests.sent).toEqual([]);
    expect((await readPdf(pdf)).pages.join(' ')).toContain('Rapport d’achat test');
  });

  it.each(['unknown', 'deleted'])('answers 404 for a purchase that is %s', async (id) => {
    const { sut } = setup();
    await expect(sut.report(planner, id, AUTHORIZATION, 'de')).rejects.toMatchObject({
      code: 'REPORT_NOT_FOUND',
      status: 404,
    });
  });
});
