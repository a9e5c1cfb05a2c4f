import path from 'node:path';
import {
  PUBLIC_LIBRARY_TEXTS as L,
  SEARCH_RESULTS_TEXTS as R,
  SEARCH_SCREEN_TEXTS as T,
} from '@mdc/shared';
import type { Page } from '@playwright/test';
import { SHARED_DATA_DIR } from '../../packages/server/test/shared-data';
import { DEMO_SELLERS } from '../../packages/server/src/demo/demo-sellers';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { DEMO_PASSWORD, demoLibrary, demoLibraryCards } from '../support/demo-marketplace';
import { expect, test } from '../support/login-fixture';
import { logInByApi } from '../support/account-factory';
import {
  foundCount,
  resultsHeading,
  resultsView,
  searchPastedNames,
} from '../support/search-screen';
import { scaled } from '../support/time-factor';

/**
 * The search screen against the seeded demo marketplace: a visitor's pasted list, a
 * member's deck file, buying library, quick list and last search, the recommended carousel of
 * a demo seller whose wanted list others sell, and a Moxfield link (the fake Moxfield server of
 * global-setup.ts answers the recorded deck YwY3uz_CykKxnq3XBDpGFQ).
 */
test.setTimeout(scaled(90_000));

/** Commander staples of C21 that demo_palermo's and demo_tucuman's libraries list. */
const PASTED = ['Sol Ring', 'Command Tower', 'Arcane Signet'];

/** Logs this browser context in as a demo seller (the API's own login, as the fixture does). */
async function logInAsDemo(page: Page, user: string) {
  await logInByApi(page.request, { user, password: DEMO_PASSWORD });
}

test('a visitor searches a pasted list and sees cards without their owners', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: T.registerTitle })).toBeVisible();
  await searchPastedNames(page, PASTED);
  expect(await foundCount(page)).toBeGreaterThan(0);
  const text = (await page.locator('main').textContent()) ?? '';
  for (const seller of DEMO_SELLERS) expect(text).not.toContain(seller.user);
  await expectNoSeriousA11yViolations(page);
});

test('a visitor searches a Moxfield deck link', async ({ page }) => {
  await page.goto('/search');
  await page.getByLabel(T.deckLabel).fill('https://moxfield.com/decks/YwY3uz_CykKxnq3XBDpGFQ');
  await page.getByRole('button', { name: T.search, exact: true }).click();
  await expect(page.getByText('Mazo: Marchesa Dealer of Crimes')).toBeVisible({
    timeout: scaled(30_000),
  });
  await expect(resultsHeading(page)).toBeVisible();
  expect(await foundCount(page)).toBeGreaterThan(0);
});

test.describe('the names field, typed and pasted at once (issue 19)', () => {
  const namesField = (page: Page) => page.getByRole('combobox', { name: T.namesLabel });
  const chip = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

  test('keeps every key typed right after the click', async ({ page }) => {
    // The autocomplete arrives while the keys do: each time, on a fresh page.
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await page.goto('/search');
      await page.getByLabel(T.namesLabel).click();
      await page.keyboard.type('sol ring');
      await expect(namesField(page), `attempt ${attempt}`).toHaveValue('sol ring');
      await expect(namesField(page)).toBeFocused();
    }
  });

  test('keeps a list pasted right after the click', async ({ page }) => {
    for (const delay of [0, 100, 250]) {
      await page.goto('/search');
      await page.evaluate((text) => navigator.clipboard.writeText(text), PASTED.join('\n'));
      await page.getByLabel(T.namesLabel).click();
      if (delay > 0) await page.waitForTimeout(delay);
      await page.keyboard.press('Control+V');
      for (const name of PASTED) await expect(chip(page, name), `after ${delay} ms`).toBeVisible();
    }
  });

  test('Enter takes the highlighted suggestion, also when it comes first', async ({ page }) => {
    await page.goto('/search');
    await page.getByLabel(T.namesLabel).click();
    await page.keyboard.type('sol r');
    await page.keyboard.press('Enter');
    await expect(chip(page, 'Sol Ring')).toBeVisible();
    await page.keyboard.type('command t');
    await expect(page.getByRole('option', { name: 'Command Tower' })).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(chip(page, 'Command Tower')).toBeVisible();
    await expect(namesField(page)).toHaveValue('');
    await expect(chip(page, 'sol r')).toHaveCount(0);
  });
});

test('a typo is offered the name it may mean, and one click searches that', async ({ page }) => {
  await page.goto('/search');
  await searchPastedNames(page, ['Sool Ring', 'Command Tower']);
  const before = await foundCount(page);
  await page.getByRole('button', { name: R.replaceWith('Sol Ring', 'Sool Ring') }).click();
  // Searched again with the name in the typo's place, in the panel too.
  await expect(page.getByRole('button', { name: 'Sol Ring', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sool Ring', exact: true })).toHaveCount(0);
  await expect(async () => expect(await foundCount(page)).toBeGreaterThan(before)).toPass();
});

test('a wrong deck link says why and searches nothing', async ({ page }) => {
  await page.goto('/search');
  await page.getByLabel(T.deckLabel).fill('https://moxfield.com/decks/abc1234');
  await page.getByRole('button', { name: T.search, exact: true }).click();
  await expect(
    page.getByText(
      'El identificador del deck parece incompleto (se esperan 22 caracteres, hay 7).',
    ),
  ).toBeVisible();
  await expect(page.getByLabel(T.deckLabel)).toHaveValue('https://moxfield.com/decks/abc1234');
  await expect(resultsHeading(page)).toHaveCount(0);
});

test.describe('a member', () => {
  test.use({ loggedIn: true });

  test('searches a real Moxfield .txt export, a quick list, then sees the last search', async ({
    page,
  }) => {
    await page.goto('/search');
    await page.getByRole('button', { name: T.advanced }).click();
    // The seeded member has no buying library: the prompt and its link.
    await expect(page.getByText(T.buyingNone)).toBeVisible();
    await expect(page.getByRole('link', { name: T.buyingCreate })).toHaveAttribute(
      'href',
      '/dashboard?tab=librarys-buying',
    );
    await page
      .getByLabel(T.fileLabel)
      .setInputFiles(path.join(SHARED_DATA_DIR, 'exports', 'moxfield-deck-export.txt'));
    await expect(page.getByText('Archivo: moxfield-deck-export.txt')).toBeVisible({
      timeout: scaled(30_000),
    });
    await expect(resultsHeading(page)).toBeVisible();
    expect(await foundCount(page)).toBeGreaterThan(0);

    await page.goto('/search');
    await page.getByRole('button', { name: 'Buscar las cartas de Commander' }).click();
    await expect(page.getByText('Búsqueda rápida: Commander')).toBeVisible({
      timeout: scaled(30_000),
    });
    await expect(resultsHeading(page)).toBeVisible();
    const quickListCount = await foundCount(page);
    expect(quickListCount).toBeGreaterThan(0);

    await page.goto('/dashboard?tab=last-search');
    await page.getByRole('link', { name: T.lastDashboardLink }).click();
    // Shown at the stored search's own address.
    await expect(page).toHaveURL(/\/search\?search=[0-9a-f-]{36}$/);
    await expect(resultsHeading(page)).toHaveText(`Cartas encontradas: ${quickListCount}`, {
      timeout: scaled(30_000),
    });
  });
});

test('a demo seller searches with a buying library', async ({ page }) => {
  await logInAsDemo(page, 'demo_palermo');
  await page.goto('/search');
  await page.getByRole('button', { name: T.advanced }).click();
  await page.getByRole('button', { name: 'Buscar con Busco: Boros Energy' }).click();
  await expect(page.getByText('Biblioteca: Busco: Boros Energy')).toBeVisible({
    timeout: scaled(30_000),
  });
  // Others sell most of it (Arid Mesa, Sacred Foundry, Ragavan…).
  await expect(resultsHeading(page)).toBeVisible();
  expect(await foundCount(page)).toBeGreaterThan(0);
});

test('a demo seller is never offered their own cards, nor can reserve on their own library', async ({
  page,
}) => {
  // demo_palermo and demo_tucuman both list these staples.
  await logInAsDemo(page, 'demo_palermo');
  await page.goto('/search');
  await searchPastedNames(page, PASTED);
  await expect(resultsView(page)).toContainText('demo_tucuman');
  await expect(resultsView(page)).not.toContainText('demo_palermo');

  const own = demoLibrary('demo_palermo', 'Staples de Commander');
  await page.goto(`/public/library?libraryId=${own.id}`);
  await expect(page.getByText(L.ownLibrary)).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Reservar/ })).toHaveCount(0);
});

test('a demo seller whose wanted list others sell sees it in Recomendados', async ({ page }) => {
  // demo_laplata wants a cEDH deck (Sol Ring, Ancient Tomb, fetch lands…) that demo_palermo,
  // demo_tucuman, demo_rosario and demo_cordoba sell.
  await logInAsDemo(page, 'demo_laplata');
  const wanted = await demoLibraryCards(page.request, demoLibrary('demo_laplata', 'Busco: cEDH'));
  const wantedLinks = new Set(wanted.map((card) => T.recommendedLink(card.cardName)));
  await page.goto('/search');
  const carousel = page.getByRole('region', { name: T.recommendedTitle });
  await expect(carousel).toBeVisible({ timeout: scaled(30_000) });
  const links = carousel.getByRole('link');
  await expect(links).toHaveCount(7);
  for (const label of await links.evaluateAll((all) =>
    all.map((link) => link.getAttribute('aria-label')),
  )) {
    expect(wantedLinks, `${label} is not on the wanted list`).toContain(label);
    expect(label, 'a basic land').not.toMatch(/^(Plains|Island|Swamp|Mountain|Forest|Wastes):/);
  }

  // On a phone the cards shown can all be clicked: none sits under the turn buttons.
  await page.setViewportSize({ width: 375, height: 812 });
  await carousel.scrollIntoViewIfNeeded();
  // Looked at until the page has laid itself out again after the resize.
  const unreachable = () =>
    links.evaluateAll((all) =>
      all
        .filter((link) => link.checkVisibility())
        .filter((link) => {
          const box = link.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
          return !top || !link.contains(top);
        })
        .map((link) => link.getAttribute('aria-label')),
    );
  await expect.poll(unreachable).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(links.first()).toHaveAttribute('href', /^\/public\/library\?libraryId=/);
  await carousel.getByRole('button', { name: T.recommendedNext }).click();
  await links.nth(3).click();
  await expect(page).toHaveURL(/\/public\/library\?libraryId=/);
});
