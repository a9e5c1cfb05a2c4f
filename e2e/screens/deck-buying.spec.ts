import fs from 'node:fs';
import path from 'node:path';
import {
  parseDeckText,
  RESERVATION_DIALOG_TEXTS as R,
  SEARCH_RESULTS_TEXTS as T,
  searchLineOf,
  type PublicSearchResponse,
} from '@mdc/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { SHARED_DATA_DIR } from '../../packages/server/test/shared-data';
import { createValidatedAccount, type Person } from '../support/account-factory';
import { createSaleLibrary } from '../support/sale-library';
import { pasteNames, resultsHeading } from '../support/search-screen';
import { expect, expectReadable, NEW_MEMBER, test } from '../support/screens';
import { scaled } from '../support/time-factor';

/**
 * Buying a whole deck (docs/product/search.md#quantities), at 1280 and 375 px: a real
 * MTGGoldfish list pasted with a real Ctrl+V right after the click, one click on 'Buscar', how
 * far the market covers each card, 'Mejor combinación' taking one card's copies from two
 * sellers, a seller's library opened from a tile and Back to the same results at the same place,
 * and one step reserved with exactly its copies.
 *
 * Two sellers of this test's own list the one card of the deck nobody else lists (a different
 * card at each width, so the two projects never meet): 2 copies and 1 copy of the 4 wanted.
 */
test.setTimeout(scaled(180_000));
test.use({ account: NEW_MEMBER });

const DECK = path.join(
  SHARED_DATA_DIR,
  'decks/mtggoldfish-metagame-2026-07-03/pauper/06-dimir-faeries.txt',
);

/** A card of the deck wanted 3 or 4 times that no library lists yet. */
async function cardNobodyLists(page: Page, pick: number): Promise<string> {
  const items = parseDeckText(fs.readFileSync(DECK, 'utf8'));
  const answer = await page.request.post('/api/search/public', { data: items });
  expect(answer.status(), await answer.text()).toBe(200);
  const { wanted } = (await answer.json()) as PublicSearchResponse;
  const free = wanted.filter((card) => card.quantity === 4 && card.available === 0);
  expect(free.length, 'cards of the deck nobody lists').toBeGreaterThan(pick);
  return free[pick]!.name;
}

async function sellerOf(
  request: APIRequestContext,
  label: string,
  card: string,
  copies: number,
  price: string,
) {
  const seller: Person = await createValidatedAccount(request, label);
  await createSaleLibrary(request, seller, 'Para mazos', [{ name: card, price, quantity: copies }]);
  return seller;
}

test('a deck bought whole, copy by copy', async ({ page, playwright, baseURL }, testInfo) => {
  const phone = testInfo.project.name.endsWith('375');
  // The sellers are made apart: the page's own cookies stay the buyer's.
  const api = await playwright.request.newContext({ baseURL });
  const card = await cardNobodyLists(page, phone ? 1 : 0);
  const two = await sellerOf(api, 'mazoa', card, 2, '0.50');
  const one = await sellerOf(api, 'mazob', card, 1, '0.40');
  await api.dispose();

  // A real paste right after the click, then one click on 'Buscar'.
  await page.goto('/search');
  const deck = fs.readFileSync(DECK, 'utf8');
  await pasteNames(page, deck);
  const first = parseDeckText(deck)[0]!;
  await expect(page.getByRole('button', { name: searchLineOf(first) })).toBeVisible();
  const searched = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/api/search',
  );
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await searched;
  await expect(resultsHeading(page)).toBeVisible({ timeout: scaled(30_000) });
  expect(new URL(page.url()).searchParams.get('names')).toContain(`4 ${card}`);

  // How far the market covers each card.
  await page.getByRole('button', { name: /^Tu lista: / }).click();
  await expect(page.getByText(T.short(card, 3, 4), { exact: true }).first()).toBeVisible();
  await expectReadable(page, 'deck-coverage');

  // 'Mejor combinación' takes the card's copies from both sellers, and says what is missing.
  await page
    .getByRole('group', { name: T.view })
    .getByRole('button', { name: T.bestCombination })
    .click();
  const stepOf = (seller: Person) =>
    page.getByRole('region', { name: new RegExp(`^\\d+\\. ${seller.user}$`) });
  await expect(stepOf(two)).toContainText(T.bestName(card, 2, 4));
  await expect(stepOf(one)).toContainText(T.bestName(card, 1, 4));
  await expect(page.getByText(T.bestMissing(card, 1))).toBeVisible();
  await expectReadable(page, 'deck-best-combination');

  // A seller's library from a tile, at that card; Back: the same results at the same place.
  const tile = stepOf(one).getByRole('article', { name: card });
  await tile.scrollIntoViewIfNeeded();
  const scrolled = await page.evaluate(() => window.scrollY);
  const placed = (await tile.boundingBox())!.y;
  await tile.getByRole('link', { name: T.libraryOf(one.user) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Para mazos', {
    timeout: scaled(20_000),
  });
  // The library opens at the card: its name filter holds it.
  await expect(page.getByRole('searchbox', { name: T.nameFilter })).toHaveValue(card);
  await page.goBack();
  await expect(stepOf(one)).toBeVisible({ timeout: scaled(20_000) });
  expect(new URL(page.url()).searchParams.get('view')).toBe('best');
  // The same scroll position, and the tile where it was on screen.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect((await tile.boundingBox())!.y).toBe(placed);

  // 'Reservar' on a step reserves exactly its copies, cheapest first.
  await stepOf(two)
    .getByRole('button', { name: T.bestReserveLabel(2, two.user) })
    .click();
  const dialog = page.getByRole('dialog');
  // The price may carry its pesos after it ('USD 0.50 · ≈ $ 600 c/u').
  await expect(dialog.getByRole('listitem')).toHaveCount(1);
  await expect(dialog.getByRole('listitem')).toContainText(`2 × ${card} — USD 0.50`);
  await expect(dialog.getByText(R.total('USD 1.00'))).toBeVisible();
  await expectReadable(page, 'deck-reserve-step');
  await dialog.getByRole('button', { name: R.confirm }).click();
  await expect(page).toHaveURL(/tab=my-orders/);
  await expect(page.getByText(card).first()).toBeVisible({ timeout: scaled(20_000) });
});
