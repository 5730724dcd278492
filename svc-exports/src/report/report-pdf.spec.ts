import { readPdf } from '../../test/pdf-text';
import { failedTestRow, TINY_JPEG } from '../../test/purchase-row.fixture';
import { renderReport } from './report-pdf';
import { reportTranslator } from './report-translator';

const createdAt = new Date('2026-11-23T10:00:00Z');
const allPictures = { image: TINY_JPEG, bill: TINY_JPEG, cashier: TINY_JPEG, chief: TINY_JPEG };

// Issue 8: "the report as a PDF: the purchase's data, the report image, the receipt and both signatures
// ... in the user's language"; back-office spec, section 9: dates dd.MM.yyyy.
describe('the PDF report of a purchase, read back', () => {
  it('holds the purchase, the store, the tester and the outcome, in German', async () => {
    const pdf = await renderReport(failedTestRow(), allPictures, reportTranslator('de'), createdAt);
    const { pages, title } = await readPdf(pdf);
    const text = pages.join(' ');
    expect(title).toBe('Rapport Testkauf 1001 2026-11-20');
    for (const expected of [
      'Rapport Testkauf',
      'Coop Bern Bahnhof (1001)',
      'Bahnhofplatz 1, 3011 Bern',
      '20.11.2026',
      '10:15',
      'Tina Tester',
      'Meier Lea',
      'Alkohol',
      'Müller Anna',
      'weiblich',
      '123456',
      'Smirnoff Ice',
      'Jugendschutzbestimmungen eingehalten Nein',
      'Andere Gründe: Kasse überlastet',
      'Sehr viel Betrieb',
      'abgeschlossen',
    ])
      expect(text).toContain(expected);
  });

  it('shows the report image, the receipt and both signatures', async () => {
    const pdf = await renderReport(failedTestRow(), allPictures, reportTranslator('de'), createdAt);
    const { pages, images } = await readPdf(pdf);
    expect(images.reduce((sum, count) => sum + count, 0)).toBe(4);
    expect(pages[1]).toMatch(/Rapport .*Quittung .*Kassierperson .*Vorgesetzte\/r \(Filialleitung\)/);
  });

  it.each([
    ['fr', ['Rapport d’achat test', 'Magasin', 'Alcool', 'féminin', 'Non', 'Autres raisons']],
    ['it', ['Rapporto acquisto test', 'Filiale', 'Alcol', 'femminile', 'No', 'Altri motivi']],
  ] as const)('is written in %s when asked', async (language, expected) => {
    const pdf = await renderReport(failedTestRow(), allPictures, reportTranslator(language), createdAt);
    const text = (await readPdf(pdf)).pages.join(' ');
    for (const part of expected) expect(text).toContain(part);
    expect(text).not.toContain('Jugendschutzbestimmungen');
  });

  it('says which pictures are missing and which could not be read', async () => {
    const row = failedTestRow({
      signatures: { cashier: { problem: 'refused' }, chief: { img: 'sig-h.jpg' } },
    });
    const pdf = await renderReport(row, { image: TINY_JPEG }, reportTranslator('de'), createdAt);
    const { pages, images } = await readPdf(pdf);
    expect(images).toEqual([0, 1]);
    expect(pages[1]).toContain('Kassierperson: Unterschrift verweigert');
    expect(pages[1]).toContain('Nicht vorhanden');
    expect(pages[1]).toContain('Die Datei konnte nicht gelesen werden.');
  });

  it('shows a special reason and leaves out cashier, article and outcome', async () => {
    const row = failedTestRow({ specialReason: 'storeClosed' });
    const text = (await readPdf(await renderReport(row, {}, reportTranslator('de'), createdAt))).pages.join(
      ' ',
    );
    expect(text).toContain('Filiale geschlossen');
    expect(text).not.toContain('Smirnoff Ice');
    expect(text).not.toContain('Jugendschutzbestimmungen');
  });
});
