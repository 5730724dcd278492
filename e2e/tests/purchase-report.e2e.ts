import type { Purchase } from '@agecheck/contracts';
import type { Browser, Page } from 'playwright-core';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, shows } from '../support/expect';

// Issue 8 ("the report as a PDF ... in the download dialog of section 9"); back-office spec, sections 2, 8
// and 9: the report's download dialog from the all-purchases list, its PDF, its download and its failures.

/** A completed demo purchase (demo-purchases.mjs: the failed alcohol test at an avec shop). */
const DEMO_COMPLETED = 'de0a0000-0000-4000-8000-000000000003';

describe('an administrator downloads the report of a purchase', () => {
  let browser: Browser;
  let page: Page;
  let purchase: Purchase;

  beforeAll(async () => {
    purchase = (await apiAs<Purchase>('admin', 'GET', `/api/purchases/${DEMO_COMPLETED}`)).body;
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, 'admin', `/admin/purchases?q=${encodeURIComponent(purchase.name)}`);
  });

  afterAll(() => browser.close());

  const dialog = () => page.getByRole('dialog', { name: 'Rapport' });
  const downloadButton = () => dialog().getByRole('button', { name: 'Herunterladen', exact: true });

  const openReport = async () => {
    await page
      .getByRole('button', { name: /^Rapport herunterladen: / })
      .first()
      .click();
    await shows(dialog());
  };

  it('shows the PDF in the dialog and downloads it', async () => {
    await openReport();
    const fileName = `Rapport_${purchase.vst}_${purchase.date}.pdf`;
    const frame = `iframe[title="Rapport ${fileName}"]`;
    await shows(page.locator(frame));
    // the PDF itself is in the frame (a frame the page's policy refused would hold an error page instead)
    await page.waitForFunction(
      (selector) =>
        document.querySelector<HTMLIFrameElement>(selector)?.contentDocument?.contentType ===
        'application/pdf',
      frame,
      { timeout: 20_000 },
    );
    const [download] = await Promise.all([page.waitForEvent('download'), downloadButton().click()]);
    expect(download.suggestedFilename()).toBe(fileName);
    const bytes = await (await download.createReadStream()).toArray();
    expect(Buffer.concat(bytes).subarray(0, 5).toString()).toBe('%PDF-');
    await dialog().getByRole('button', { name: 'Schliessen' }).click();
    await disappears(dialog());
  });

  it('says when the report cannot be loaded, and when the download fails', async () => {
    await page.route('**/api/exports/rapport/**', (route) => route.fulfill({ status: 503, body: '' }));
    try {
      await openReport();
      await shows(page.getByRole('alert').filter({ hasText: 'Der Rapport konnte nicht geladen werden.' }));
      await downloadButton().click();
      await shows(page.getByRole('alert').filter({ hasText: 'Fehler beim Download.' }));
    } finally {
      await page.unroute('**/api/exports/rapport/**');
    }
  });
});
