import {
  CK_PRICE,
  priceWithEquivalent,
  publicLibraryPath,
  REFERENCE_PRICE_TEXTS as P,
  RESERVATION_DIALOG_TEXTS as R,
  SEARCH_RESULTS_TEXTS as T,
  SHELL_ROUTES,
  type LibraryCard,
} from '@mdc/shared';
import type { Locator, Page } from '@playwright/test';
import { DEMO_ARS_PER_USD } from '../../packages/server/src/demo/demo-cards';
import { demoEmail } from '../../packages/server/src/demo/demo-sellers';
import { sellerReservationMail } from '../../packages/server/src/modules/reservations/index';
import { createValidatedAccount, logInByApi } from '../support/account-factory';
import { demoLibrary, demoLibraryCards } from '../support/demo-marketplace';
import { expect, test } from '../support/login-fixture';
import { waitForMail } from '../support/mail';
import { findLetterWrapping, findSidewaysScroll } from '../support/screen-checks';
import { resultsView, searchPastedNames } from '../support/search-screen';
import { scaled } from '../support/time-factor';

/**
 * The search results view on the seeded demo marketplace: six names that five demo
 * sellers list (14 offers), grouped, filtered, ranked by 'Mejor combinación', and two of them
 * reserved from demo_riocuarto, whose 'Colección grande' holds one copy of each. No other spec
 * reserves these cards, and the buyer is an account of this spec's own. No other spec lists
 * them either: every public library shows in a search, and the exports that other specs upload
 * (dragonshield-no-sep-us-dates.csv, moxfield-deck-export.txt) hold none of these names.
 */
test.setTimeout(scaled(90_000));

const NAMES = [
  'Path to Exile',
  'Return of the Wildspeaker',
  'Feed the Swarm',
  'Dismal Backwater',
  'Thought Scour',
  'Kor Skyfisher',
];
const OFFERS = 14;
const SELLER = 'demo_riocuarto';
const SELLER_PLACE = 'Río Cuarto, Córdoba';
const RESERVED = ['Path to Exile', 'Feed the Swarm'];

/** demo_riocuarto's tile of `name` (other sellers list it too). */
const sellerTile = (page: Page, name: string) =>
  page.getByRole('article', { name, exact: true }).filter({ hasText: SELLER });

/** The seller's lines of the cards to reserve: one copy each, so one reservation takes it. */
async function cardsToReserve(page: Page): Promise<LibraryCard[]> {
  const cards = await demoLibraryCards(page.request, demoLibrary(SELLER, 'Colección grande'));
  return RESERVED.map((name) => {
    const card = cards.find((candidate) => candidate.cardName === name);
    expect(card?.quantity, `${SELLER} lists one ${name}`).toBe(1);
    return card!;
  });
}

async function showAs(page: Page, mode: string) {
  await page.getByRole('group', { name: T.view }).getByRole('button', { name: mode }).click();
}

/** The lines each element's text takes on screen. */
const lineCounts = (elements: Locator) =>
  elements.evaluateAll((all) =>
    all.map((element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
      return new Set(rects.map((rect) => Math.round(rect.top))).size;
    }),
  );

/** The value of a tile's detail (`<dt>label</dt><dd>value</dd>`). */
const detail = (tile: Locator, label: string) =>
  tile
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

const groupHeadings = (page: Page) => resultsView(page).getByRole('heading', { level: 3 });

test('a buyer groups, filters and ranks the sellers, then reserves two cards of one', async ({
  page,
  request,
}) => {
  const buyer = await createValidatedAccount(request, 'compradora');
  await logInByApi(page.request, buyer);
  const library = demoLibrary(SELLER, 'Colección grande');
  const reserved = await cardsToReserve(page);
  const [path] = reserved;
  const rate = { arsPerUsd: DEMO_ARS_PER_USD, day: '' };
  await page.goto('/search');
  await searchPastedNames(page, NAMES);
  await expect(page.getByRole('heading', { name: T.found(OFFERS) })).toBeVisible();

  // A tile: seller, price, place, and the seller's public library.
  const tile = sellerTile(page, 'Path to Exile');
  await expect(detail(tile, T.owner)).toHaveText(SELLER);
  // With its pesos at the e2e server's rate, the demo's (e2e/support/global-setup.ts).
  await expect(detail(tile, T.price)).toHaveText(priceWithEquivalent(path!.price, rate, CK_PRICE));
  await expect(detail(tile, T.place)).toHaveText(SELLER_PLACE);
  await expect(tile.getByRole('link', { name: T.libraryOf(SELLER) })).toHaveAttribute(
    'href',
    // The library opens at the card.
    publicLibraryPath(library.id, { cardName: 'Path to Exile' }),
  );

  // Every value of every tile reads on one or two lines at 1280 px (one letter a line).
  expect(Math.max(...(await lineCounts(resultsView(page).locator('dd'))))).toBeLessThanOrEqual(2);
  // A click on a tile's control does its own thing, never selects the tile.
  await resultsView(page).getByRole('button', { name: P.viewPrice }).first().click();
  await expect(page.getByText(T.selectedCount(0))).toBeVisible();
  await expect(resultsView(page).getByRole('checkbox', { checked: true })).toHaveCount(0);

  // Grouped by province, then by seller: every demo seller has a province ('Sin datos' none).
  await showAs(page, T.byRegion);
  await expect(groupHeadings(page)).toHaveText([
    'Ciudad Autónoma de Buenos Aires',
    'Córdoba',
    'Mendoza',
    'Tucumán',
  ]);
  await showAs(page, T.byUser);
  await expect(groupHeadings(page)).toHaveText([
    'demo_cordoba',
    'demo_mendoza',
    'demo_palermo',
    SELLER,
    'demo_tucuman',
  ]);

  // The name filter.
  await showAs(page, T.noGrouping);
  await page.getByRole('searchbox', { name: T.nameFilter }).fill('path');
  // The count follows the filter.
  await expect(page.getByRole('heading', { name: T.foundFiltered(3, OFFERS) })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('article', { name: 'Path to Exile', exact: true })).toHaveCount(3);
  await page.getByRole('searchbox', { name: T.nameFilter }).fill('');

  // demo_palermo and demo_riocuarto both hold four names: the buyer (Córdoba, Capital) meets the
  // one in her province first, then demo_cordoba, in her city, for the other two.
  await showAs(page, T.bestCombination);
  await expect(groupHeadings(page)).toHaveText([
    T.bestStep(1, SELLER),
    T.bestStep(2, 'demo_cordoba'),
  ]);
  await expect(resultsView(page)).toContainText(
    `${T.bestCompletes(4)} Path to Exile, Return of the Wildspeaker, Feed the Swarm, Dismal Backwater`,
  );
  await expect(resultsView(page)).toContainText(
    `${T.bestCompletes(2)} Thought Scour, Kor Skyfisher`,
  );
  await expect(page.getByText(T.bestAllCovered)).toBeVisible();

  // Two cards of demo_riocuarto, reserved.
  await showAs(page, T.noGrouping);
  for (const name of RESERVED) {
    await sellerTile(page, name)
      .getByRole('checkbox', { name: T.select(name) })
      .check();
  }
  await expect(page.getByText(T.selectedCount(2))).toBeVisible();
  await page.getByRole('button', { name: T.reserve, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: R.title });
  await expect(dialog).toContainText(R.selectedSummary(2));
  // Each with its price, as a library's dialog shows them.
  await expect(dialog.getByRole('listitem')).toHaveText(
    reserved.map(
      (card) => `${card.cardName} — ${priceWithEquivalent(card.price, rate, R.ckPrice)}`,
    ),
  );
  await dialog.getByRole('button', { name: R.confirm }).click();
  await expect(page).toHaveURL(
    (url) => `${url.pathname}${url.search}` === SHELL_ROUTES.reservations,
  );
  await expect(page.getByText(R.done(2))).toBeVisible();

  // The seller is told by e-mail, with the buyer's contact.
  const expected = sellerReservationMail(
    { username: SELLER, email: demoEmail(SELLER), phone: null, firstName: null },
    { username: buyer.user, email: buyer.email, phone: null, firstName: null },
    RESERVED.map((cardName) => ({
      cardName,
      setName: null,
      foil: false,
      price: 'ck',
      transactionType: 'sale' as const,
    })),
    // Only the subject is compared: the link does not change it.
    { publicUrl: null, side: 'seller', reservationIds: [] },
  );
  const mail = await waitForMail(demoEmail(SELLER), expected.subject);
  for (const text of [...RESERVED, buyer.user, buyer.email]) expect(mail.text).toContain(text);

  // Searched again, their only copies show 'Reservado' and cannot be selected.
  await page.goto('/search');
  await searchPastedNames(page, NAMES);
  for (const name of RESERVED) {
    await expect(sellerTile(page, name)).toContainText(T.reserved);
    await expect(sellerTile(page, name).getByRole('checkbox')).toBeDisabled();
  }
  await expect(sellerTile(page, 'Return of the Wildspeaker')).not.toContainText(T.reserved);
});

test('a visitor sees no sellers and is asked to log in to reserve', async ({ page }) => {
  await page.goto('/search');
  await searchPastedNames(page, NAMES);
  await expect(page.getByRole('heading', { name: T.found(OFFERS) })).toBeVisible();

  // On a phone: nothing wider than the screen, no word broken into letters.
  // The page lays itself out again after the resize (its breakpoints re-render): looked at until
  // it has, as a person would.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect.poll(() => findSidewaysScroll(page)).toEqual([]);
  await expect.poll(() => findLetterWrapping(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await expect(page.getByRole('group', { name: T.view })).toHaveCount(0);
  const tiles = page.getByRole('article', { name: 'Path to Exile', exact: true });
  await expect(tiles).toHaveCount(3);
  for (const hidden of [T.owner, T.price, T.library]) {
    await expect(resultsView(page).getByText(hidden, { exact: true })).toHaveCount(0);
  }

  // A card nobody reserves (the other test takes demo_riocuarto's Path to Exile).
  await page
    .getByRole('checkbox', { name: T.select('Kor Skyfisher') })
    .first()
    .check();
  await page.getByRole('button', { name: T.reserve, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: R.title });
  await expect(dialog).toContainText(R.loginRequired);
  await expect(dialog.getByRole('link', { name: R.login })).toHaveAttribute(
    'href',
    SHELL_ROUTES.login,
  );
  await expect(dialog.getByRole('link', { name: R.register })).toHaveAttribute(
    'href',
    SHELL_ROUTES.register,
  );
});
