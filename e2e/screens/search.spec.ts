import { SEARCH_RESULTS_TEXTS as T, WANTED_TEXTS } from '@mdc/shared';
import type { Page } from '@playwright/test';
import { demoLibrary, type DemoLibrary } from '../support/demo-marketplace';
import { resultsHeading, searchPastedNames } from '../support/search-screen';
import { expect, expectReadable, test } from '../support/screens';
import { scaled } from '../support/time-factor';

/**
 * The search screen's results and the public library, as a visitor and as a member: names that
 * five demo sellers list (the names of search-results.spec.ts), a typo, and the views of them.
 */

// Several screens a test, each with its checks.
test.setTimeout(scaled(120_000));

const NAMES = [
  'Path to Exile',
  'Return of the Wildspeaker',
  'Thought Scour',
  'Kor Skyfisher',
  'Sol Ring',
];

async function showAs(page: Page, mode: string) {
  await page.getByRole('group', { name: T.view }).getByRole('button', { name: mode }).click();
}

async function selectFirstTwo(page: Page) {
  // A demo reservation holds some copies: their boxes are disabled.
  const boxes = page.getByRole('checkbox', { name: /^Seleccionar /, disabled: false });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
}

/** A demo library's public page (a wanted list's says so in its address), once it has loaded. */
async function openPublicLibrary(page: Page, library: DemoLibrary) {
  await page.goto(`/public/library?libraryId=${library.id}${library.buying ? '&buying=true' : ''}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(library.name, {
    timeout: scaled(20_000),
  });
}

test.describe('as a visitor', () => {
  test('results, and the reserve dialog that asks to log in', async ({ page }) => {
    await page.goto('/search');
    await searchPastedNames(page, NAMES);
    await expectReadable(page, 'visitor-search-results');
    await selectFirstTwo(page);
    await page.getByRole('button', { name: T.reserve, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectReadable(page, 'visitor-reserve-dialog');
  });

  test('a wanted list, public', async ({ page }) => {
    await openPublicLibrary(page, demoLibrary('demo_cordoba', 'Busco: Affinity'));
    await expectReadable(page, 'visitor-public-wanted-list');
  });
});

test.describe('as a member', () => {
  test.use({ account: 'demo_palermo' });

  test('results, grouped, filtered, best combination and the reserve dialog', async ({ page }) => {
    await page.goto('/search');
    await searchPastedNames(page, NAMES);
    await expectReadable(page, 'member-search-results');
    await showAs(page, T.byRegion);
    await expectReadable(page, 'member-search-results-by-province');
    await showAs(page, T.byUser);
    await expectReadable(page, 'member-search-results-by-seller');
    await showAs(page, T.noGrouping);
    await page.getByLabel(T.nameFilter).fill('sol');
    await expect(resultsHeading(page)).toBeVisible();
    await expectReadable(page, 'member-search-results-filtered');
    await page.getByLabel(T.nameFilter).fill('');
    await showAs(page, T.bestCombination);
    await expectReadable(page, 'member-search-best-combination');
    await selectFirstTwo(page);
    await page.getByRole('button', { name: T.reserve, exact: true }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectReadable(page, 'member-reserve-dialog');
  });

  test('a name with a typo, and the names it may mean', async ({ page }) => {
    await page.goto('/search');
    await searchPastedNames(page, ['Lightnig Bolt', 'Sol Ring']);
    await expect(page.getByText(/Quisiste decir/)).toBeVisible();
    await expectReadable(page, 'member-search-did-you-mean');
  });

  test("'Agregar las que faltan': its dialog", async ({ page }) => {
    await page.goto('/search');
    await searchPastedNames(page, ['Sol Ring', 'Carta que nadie tiene', '12 Island']);
    await page.getByRole('button', { name: WANTED_TEXTS.open }).click();
    const dialog = page.getByRole('dialog', { name: WANTED_TEXTS.title });
    await expect(dialog.getByRole('checkbox', { name: 'Carta que nadie tiene' })).toBeChecked();
    // Basic lands stay out unless asked for.
    await expect(dialog.getByRole('checkbox', { name: WANTED_TEXTS.basicLands })).not.toBeChecked();
    await expect(dialog.getByRole('checkbox', { name: '12 Island' })).toBeDisabled();
    await expectReadable(page, 'member-missing-cards-dialog');
  });

  test('the last search', async ({ page }) => {
    await page.goto('/search/last');
    await expect(resultsHeading(page).or(page.getByRole('alert'))).toBeVisible({
      timeout: scaled(20_000),
    });
    await expectReadable(page, 'member-last-search');
  });

  test("one's own public library", async ({ page }) => {
    await openPublicLibrary(page, demoLibrary('demo_palermo', 'Staples de Commander'));
    await expectReadable(page, 'member-own-public-library');
  });

  test("another seller's public library, as a list", async ({ page }) => {
    await openPublicLibrary(page, demoLibrary('demo_rosario', 'Mazo de Commander'));
    await expectReadable(page, 'member-public-library');
  });
});
