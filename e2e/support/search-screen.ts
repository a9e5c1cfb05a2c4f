import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { expect, type Page } from '@playwright/test';
import { scaled } from './time-factor';

/** What a person does on the search screen, in the words the screen shows. */

/** 'Cartas encontradas: N', or 'Cartas encontradas: N de M' while the name filter narrows them. */
const FOUND = /^Cartas encontradas: \d+( de \d+)?$/;

/** The results heading. */
export const resultsHeading = (page: Page) => page.getByRole('heading', { name: FOUND });

/** The results view: the section the heading names. */
export const resultsView = (page: Page) => page.getByRole('region', { name: FOUND });

/** The N of the heading: the cards shown. */
export async function foundCount(page: Page): Promise<number> {
  const heading = (await resultsHeading(page).textContent()) ?? '';
  return Number(/: (\d+)/.exec(heading)?.[1]);
}

/**
 * Pastes `text` into the card names field right after clicking it, as a person's Ctrl+V would:
 * the clipboard's text into whatever has the focus (the plain field, or the autocomplete that
 * takes its place). The contexts of playwright.config.ts may use the clipboard.
 */
export async function pasteNames(page: Page, text: string): Promise<void> {
  await page.evaluate((pasted) => navigator.clipboard.writeText(pasted), text);
  await page.getByLabel(T.namesLabel).click();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Pastes the names, one a line, waits for their chips, searches and waits for the results. */
export async function searchPastedNames(page: Page, names: readonly string[]): Promise<void> {
  await pasteNames(page, names.join('\n'));
  for (const name of names) await expect(page.getByRole('button', { name })).toBeVisible();
  await page.getByRole('button', { name: T.search, exact: true }).click();
  await expect(resultsHeading(page)).toBeVisible({ timeout: scaled(30_000) });
}
