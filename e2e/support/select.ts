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
