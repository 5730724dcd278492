import type { Page } from 'playwright-core';

/** Chooses an option of a Mantine select by the select's label and the option's name. */
export async function choose(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  const field = page
    .getByRole('textbox', { name: label })
    .or(page.getByRole('combobox', { name: label }))
    .first();
  const choice = page.getByRole('option', { name: option }).first();
  await field.click();
  // On a loaded machine the dropdown was once found closed again before the option's click (the option
  // there, hidden, for 30 s): it is opened once more then.
  await choice.click({ timeout: 10_000 }).catch(async () => {
    await field.click();
    await choice.click();
  });
}

/** Answers a yes/no question of a form (a radio group named by the question). */
export async function answer(page: Page, question: string, yes: boolean): Promise<void> {
  await page
    .getByRole('radiogroup', { name: question })
    .getByRole('radio', { name: yes ? 'Ja' : 'Nein' })
    .check();
}
