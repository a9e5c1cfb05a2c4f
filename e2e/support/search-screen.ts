import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { expect, type Page } from '@playwright/test';

/** What a person does on the search screen (issue 10), in the words the screen shows. */

/** The results heading, 'Cartas encontradas: N'. */
export const resultsHeading = (page: Page) =>
  page.getByRole('heading', { name: /^Cartas encontradas: \d+$/ });

/** The results view: the section the heading names. */
export const resultsView = (page: Page) =>
  page.getByRole('region', { name: /^Cartas encontradas: \d+$/ });

export async function foundCount(page: Page): Promise<number> {
  return Number((await resultsHeading(page).textContent())?.replace('Cartas encontradas: ', ''));
}

/** Pastes `text` into the card names field, as a person's Ctrl+V would. */
export async function pasteNames(page: Page, text: string): Promise<void> {
  await page.getByLabel(T.namesLabel).click();
  const field = page.getByRole('combobox', { name: T.namesLabel });
  await field.evaluate((element, pasted) => {
    const data = new DataTransfer();
    data.setData('text/plain', pasted);
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true }));
  }, text);
}

/** Pastes the names, one a line, waits for their chips, searches and waits for the results. */
export async function searchPastedNames(page: Page, names: readonly string[]): Promise<void> {
  await pasteNames(page, names.join('\n'));
  for (const name of names) await expect(page.getByRole('button', { name })).toBeVisible();
  await page.getByRole('button', { name: T.search, exact: true }).click();
  await expect(resultsHeading(page)).toBeVisible({ timeout: 30_000 });
}
