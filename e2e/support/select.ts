import type { Page } from 'playwright-core';

/** Chooses an option of a Mantine select by the select's label and the option's name. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  await page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first()
    .click();
  await page.getByRole('option', { name: option }).first().click();
}

/** Answers a yes/no question of a form (a radio group named by the question). */
export async function answer(page: Page, question: string, yes: boolean): Promise<void> {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: yes ? 'Ja' : 'Nein' })
    .check();
}
