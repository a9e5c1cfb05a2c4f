import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import type { Page } from '@playwright/test';
import { SHARED_DATA_DIR } from '../../packages/server/test/shared-data';
import { expect, test } from '../support/login-fixture';
import { pasteNames, resultsHeading } from '../support/search-screen';
import { scaled } from '../support/time-factor';

/**
 * The names field where people stumbled: a long list pasted and searched with one click (the
 * field must not shrink under the pointer between the press and the release of 'Buscar'), the
 * suggestions never over 'Buscar', a list that arrives without a paste event, and the start
 * page again from the logo.
 */
test.setTimeout(scaled(60_000));

// 31 cards with the sideboard: 5 rows of chips at 1280 px.
const DECK = fs.readFileSync(
  path.join(SHARED_DATA_DIR, 'decks/mtggoldfish-metagame-2026-07-03/pauper/06-dimir-faeries.txt'),
  'utf8',
);

const searchButton = (page: Page) => page.getByRole('button', { name: T.search, exact: true });
const searchCall = (page: Page) =>
  page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/api/search/public',
  );

test('one click on Buscar searches a long pasted list: the button stays under the pointer', async ({
  page,
}) => {
  await page.goto('/search');
  await page.getByLabel(T.sideboard).check();
  await pasteNames(page, DECK);
  await expect(page.getByRole('button', { name: '4 Faerie Seer', exact: true })).toBeVisible();
  const before = await searchButton(page).boundingBox();
  const searched = searchCall(page);
  await page.mouse.move(before!.x + before!.width / 2, before!.y + before!.height / 2);
  await page.mouse.down();
  // The press takes the focus off the names field: nothing may move.
  expect(await searchButton(page).boundingBox()).toEqual(before);
  await page.mouse.up();
  const body = (await searched).postDataJSON() as { name: string; quantity: number }[];
  expect(body).toHaveLength(31);
  expect(body[0]).toEqual({ name: 'Faerie Seer', quantity: 4 });
  await expect(resultsHeading(page)).toBeVisible({ timeout: scaled(30_000) });
});

test('the suggestions never cover Buscar', async ({ page }) => {
  await page.goto('/search');
  await page.getByLabel(T.namesLabel).click();
  await page.keyboard.type('s');
  const list = page.getByRole('listbox');
  await expect(list.getByRole('option').first()).toBeVisible({ timeout: scaled(15_000) });
  const listBox = await list.boundingBox();
  const button = await searchButton(page).boundingBox();
  expect(listBox!.y + listBox!.height).toBeLessThanOrEqual(button!.y);
});

test('a list inserted without a paste event becomes names', async ({ page }) => {
  await page.goto('/search');
  await page.getByLabel(T.namesLabel).click();
  // What a phone keyboard or a drop does: text inserted, no clipboard event.
  await page.keyboard.insertText('4 Faerie Seer\n4 Spellstutter Sprite\n2 Counterspell');
  for (const chip of ['4 Faerie Seer', '4 Spellstutter Sprite', '2 Counterspell']) {
    await expect(page.getByRole('button', { name: chip, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('combobox', { name: T.namesLabel })).toHaveValue('');
});

test('the logo brings a visitor back from the results to the quick lists', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('button', { name: 'Buscar las cartas de Pauper' }).click();
  await expect(resultsHeading(page)).toBeVisible({ timeout: scaled(30_000) });
  await expect(page.getByRole('heading', { name: 'Búsquedas rápidas' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Mercado de Cartas' }).first().click();
  await expect(page.getByRole('heading', { name: 'Búsquedas rápidas' })).toBeVisible();
  await expect(resultsHeading(page)).toHaveCount(0);
  // Back finds the results again, from their address.
  await page.goBack();
  await expect(resultsHeading(page)).toBeVisible({ timeout: scaled(30_000) });
});
