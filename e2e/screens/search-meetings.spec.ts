import {
  MEETING_SEARCH_TEXTS as M,
  SEARCH_RESULTS_TEXTS as T,
  type PublicSearchResponse,
} from '@mdc/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { createValidatedAccount, logInByApi, type Person } from '../support/account-factory';
import { createSaleLibrary } from '../support/sale-library';
import { pasteNames, resultsHeading } from '../support/search-screen';
import { expect, expectReadable, NEW_MEMBER, test } from '../support/screens';
import { scaled } from '../support/time-factor';

/**
 * Search by where sellers meet (docs/product/meetings.md#search-by-meeting), at 1280 and 375
 * px: two sellers of this test's own meet at one place on Saturdays, each with a card nobody
 * else lists; the results grouped by place, and 'Mejor combinación' by trips meeting both on one
 * trip. A place of its own at each width, so the two projects never meet.
 */
test.setTimeout(scaled(120_000));
test.use({ account: NEW_MEMBER });

// Córdoba's Capital, on the fake georef lists of the end-to-end server.
const CORDOBA = { regionId: '14', cityId: '14014' };

/** Cards no library lists yet: kept-by-name cards of this test, one per seller. */
async function unlistedNames(page: Page, names: string[]): Promise<void> {
  const answer = await page.request.post('/api/search/public', { data: names });
  expect(answer.status(), await answer.text()).toBe(200);
  expect((await answer.json()) as PublicSearchResponse).toMatchObject({ results: [] });
}

async function sellerAt(request: APIRequestContext, label: string, place: string, card: string) {
  const seller: Person = await createValidatedAccount(request, label);
  await createSaleLibrary(request, seller, 'Para cambiar', [{ name: card, price: '1.00' }]);
  const headers = { authorization: `Bearer ${await logInByApi(request, seller)}` };
  const saved = await request.put('/api/user/places', {
    headers,
    data: [{ kind: 'public', name: place, ...CORDOBA, hours: 'sábados 15 a 19' }],
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return seller;
}

test('results by place, and a plan by trips', async ({ page, playwright, baseURL }, testInfo) => {
  const width = testInfo.project.name.endsWith('375') ? '375' : '1280';
  const place = `Plaza de las pruebas ${width}`;
  const cards = [`Carta de encuentro A${width}`, `Carta de encuentro B${width}`];
  await unlistedNames(page, cards);
  const api = await playwright.request.newContext({ baseURL });
  const ana = await sellerAt(api, 'encuentroa', place, cards[0]!);
  const beto = await sellerAt(api, 'encuentrob', place, cards[1]!);
  await api.dispose();

  await page.goto('/search');
  await pasteNames(page, cards.join('\n'));
  await expect(page.getByRole('button', { name: cards[1]! })).toBeVisible();
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(resultsHeading(page)).toBeVisible({ timeout: scaled(30_000) });
  // Each tile says where its seller meets.
  await expect(page.getByText(M.placeTile(place, [6], 0)).first()).toBeVisible();

  await page.getByRole('group', { name: T.view }).getByRole('button', { name: M.byPlace }).click();
  await expect(
    page.getByRole('heading', { name: M.placeGroup(place, 2, 2), level: 3 }),
  ).toBeVisible();
  await expectReadable(page, 'search-by-place');

  await page
    .getByRole('group', { name: T.view })
    .getByRole('button', { name: T.bestCombination })
    .click();
  await page
    .getByRole('group', { name: M.plan })
    .getByRole('button', { name: M.fewestTrips })
    .click();
  const trip = page.getByRole('region', { name: new RegExp(`^1\\. Sábado en ${place}`) });
  await expect(trip).toContainText(M.tripSummary(2, 2));
  await expect(trip.getByRole('heading', { name: ana.user, level: 4 })).toBeVisible();
  await expect(trip.getByRole('heading', { name: beto.user, level: 4 })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('plan')).toBe('trips');
  await expectReadable(page, 'search-by-trips');

  // 'Dónde': the same search among the sellers who meet at the place, kept in the address.
  await page.getByLabel(M.where).selectOption({ label: M.atPlace(place, 2) });
  await expect(page).toHaveURL(/[?&]meet=[0-9a-f-]{36}/);
  await expect(trip).toContainText(M.tripSummary(2, 2));
  await page.reload();
  await expect(page.getByLabel(M.where)).toHaveValue(/[0-9a-f-]{36}/);
  await expect(trip).toContainText(M.tripSummary(2, 2));
  await expectReadable(page, 'search-where');
});
