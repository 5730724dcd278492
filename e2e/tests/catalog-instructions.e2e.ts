import type { Browser, Page } from 'playwright-core';
import type { Instruction } from '@agecheck/contracts';
import { apiAs } from '../support/api';
import { launchBrowser, newContext, recordRequests, signIn } from '../support/browser';
import { disappears, reaches, shows } from '../support/expect';
import { choose } from '../support/select';

// Back-office spec, section 2, "Instructions": list and create by type, language and description
// (/admin/instruction, /admin/instruction/create with the param instruction); section 5: all three required.

const text = `Ausweis immer zeigen lassen ${Math.random().toString(36).slice(2, 6)}`;

describe('a planner writes the store instructions', () => {
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    page = await (await newContext(browser)).newPage();
    await signIn(page, 'planung', '/admin/instruction');
  });

  afterAll(() => browser.close());

  it('lists the instructions and filters them by store type and language', async () => {
    await shows(page.getByRole('heading', { name: 'Anweisungen' }));
    await shows(page.getByTestId('instruction-row'));
    await choose(page, 'Sprache', 'Italiano');
    await shows(page.getByTestId('instruction-row'));
    const languages = await page.getByTestId('instruction-row').locator('td:nth-child(2)').allTextContents();
    expect(new Set(languages)).toEqual(new Set(['Italiano']));
  });

  it('asks for type, language and description in the browser before it creates one', async () => {
    await page.getByRole('button', { name: 'Neue Anweisung' }).click();
    await reaches(page, '/admin/instruction/create');
    const posts = recordRequests(page, 'POST', '/api/instructions');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await shows(page.getByText('Bitte wählen Sie einen Filialtyp.'));
    await shows(page.getByText('Bitte wählen Sie eine Sprache.'));
    await shows(page.getByText('Bitte geben Sie eine Beschreibung ein (höchstens 5000 Zeichen).'));
    expect(posts.urls).toEqual([]);
    posts.stop();

    await choose(page, 'Filialtyp', 'landilacote');
    await choose(page, 'Sprache', 'Deutsch');
    await page.getByLabel('Beschreibung').fill(text);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await reaches(page, '/admin/instruction');
    await shows(page.getByText('Erfolgreich gespeichert!'));
    await shows(page.getByText(text));

    const field = await apiAs<Instruction[]>('testkaeufer', 'GET', '/api/instructions/landilacote/de');
    expect(field.body.map((instruction) => instruction.content)).toContain(text);
  });

  it('changes the instruction on the create screen with its param, then deletes it', async () => {
    await page
      .getByRole('row', { name: new RegExp(text) })
      .getByRole('button', { name: /^Bearbeiten/ })
      .click();
    await reaches(page, '/admin/instruction/create');
    expect(new URL(page.url()).searchParams.get('instruction')).toMatch(/^[0-9a-f]{24}$/);
    expect(await page.getByLabel('Beschreibung').inputValue()).toBe(text);
    await page.getByLabel('Beschreibung').fill(`${text} und Alter prüfen`);
    await page.getByRole('button', { name: 'Speichern' }).click();
    await reaches(page, '/admin/instruction');
    await shows(page.getByText(`${text} und Alter prüfen`));

    await page
      .getByRole('row', { name: new RegExp(text) })
      .getByRole('button', { name: /^Löschen/ })
      .click();
    await page.getByRole('dialog').getByRole('button', { name: 'Löschen' }).click();
    await shows(page.getByText('Erfolgreich gelöscht.'));
    await disappears(page.getByText(text));
  });
});
