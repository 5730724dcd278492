import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, signIn } from '../support/browser';
import { disappears, shows } from '../support/expect';
import { drawSignature } from '../support/signature';

// Field-app spec, section 2, "Settings page": signature view/change and the autocomplete list (testkaeufer);
// "Dashboard": a warning when a testkaeufer has no stored signature.

describe('a test buyer stores a signature in the settings', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, 'multi', '/settings');
  });

  afterAll(() => browser.close());

  it('draws a signature on the pad, stores it and shows it after a reload', async () => {
    const card = page.getByTestId('settings-signature');
    await shows(card.getByRole('heading', { name: 'Hinterlegte Unterschrift' }));
    await card.getByRole('button', { name: /Unterschrift (hinterlegen|ändern)/ }).click();

    const dialog = page.getByRole('dialog');
    await shows(dialog.getByRole('img', { name: 'Unterschriftsfeld: Hinterlegte Unterschrift' }));
    const save = dialog.getByRole('button', { name: 'Speichern' });
    expect(await save.isDisabled()).toBe(true);
    await drawSignature(dialog.getByRole('img', { name: 'Unterschriftsfeld: Hinterlegte Unterschrift' }));
    await shows(dialog.getByText('Unterschrift erfasst.'));
    await save.click();

    await shows(page.getByText('Einstellungen gespeichert.'));
    await disappears(dialog);
    const stored = card.getByRole('img', { name: 'Hinterlegte Unterschrift' });
    await shows(stored);
    await page.reload();
    await shows(
      page.getByTestId('settings-signature').getByRole('img', { name: 'Hinterlegte Unterschrift' }),
    );
    // the image is really there: the browser decoded the stored file through its signed link
    await page.waitForFunction(() => {
      const image = document.querySelector<HTMLImageElement>('[data-testid="settings-signature"] img');
      return image !== null && image.complete && image.naturalWidth > 0;
    });
  });

  it('no longer warns about a missing signature on the dashboard', async () => {
    await page.goto('/dashboard');
    await shows(page.getByRole('heading', { name: /Willkommen/ }));
    expect(await page.getByTestId('signature-warning').count()).toBe(0);
  });

  it('shows the autocomplete list', async () => {
    await page.goto('/settings');
    await shows(page.getByTestId('settings-autocomplete').getByRole('heading', { name: 'Vorschlagsliste' }));
  });
});

// Field-app spec, section 2, "Settings page": the language for everyone. Issue 17: the toast after a change
// of the language spoke the language before it.
describe('a user changes the language in the settings', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser, { viewport: 'phone' })).newPage();
    await signIn(page, 'detektiv', '/settings');
  });

  afterAll(() => browser.close());

  it('says it saved in the language just chosen, there and back', async () => {
    const language = page.getByTestId('settings-language');
    await shows(language.getByText('Français'));
    await language.getByText('Français').click();
    await shows(page.getByText('Paramètres enregistrés.'));
    expect(await page.getByText('Einstellungen gespeichert.').count()).toBe(0);
    await shows(page.getByRole('heading', { name: 'Paramètres' }));
    await disappears(page.getByText('Paramètres enregistrés.'));

    await language.getByText('Deutsch').click();
    await shows(page.getByText('Einstellungen gespeichert.'));
    expect(await page.getByText('Paramètres enregistrés.').count()).toBe(0);
  });

  // checklist D.11 (decision 0046): a switch for the page transitions, for everyone; kept with the settings
  it('turns the page transitions off and keeps it', async () => {
    const transitions = page.getByRole('switch', { name: /^Keine Übergänge zwischen Seiten/ });
    expect(await transitions.isChecked()).toBe(false);
    await transitions.click();
    await shows(page.getByText('Einstellungen gespeichert.'));
    await page.reload();
    await shows(page.getByRole('switch', { name: /^Keine Übergänge zwischen Seiten/ }));
    expect(await page.getByRole('switch', { name: /^Keine Übergänge zwischen Seiten/ }).isChecked()).toBe(
      true,
    );
    await page.getByRole('switch', { name: /^Keine Übergänge zwischen Seiten/ }).click();
    await shows(page.getByText('Einstellungen gespeichert.'));
  });
});
