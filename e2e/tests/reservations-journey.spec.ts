import {
  COMMON_TEXTS as COMMON,
  RESERVATION_DIALOG_TEXTS as RESERVE,
  RESERVATION_SCREEN_TEXTS as T,
} from '@mdc/shared';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { createValidatedAccount, logInByApi, type Person } from '../support/account-factory';
import { waitForMail } from '../support/mail';

/**
 * Issue 11's journey with two people: a buyer reserves two cards of a seller's public library,
 * both get the e-mail, the seller sees 'Nuevo' and confirms one delivery (the card leaves the
 * library), the buyer cancels the other (it is available again); 'Vendido' and the total follow.
 */
test.setTimeout(120_000);

const SOLD = 'Sol Ring';
const CANCELLED = 'Counterspell';

/** A browser of its own for `person`, logged in (page.request shares its cookies). */
async function sessionOf(browser: Browser, person: Person): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await logInByApi(page.request, person);
  return page;
}

/** The seller's sale library with the two cards, written through the API with a Bearer token. */
async function saleLibrary(request: APIRequestContext, seller: Person): Promise<string> {
  const login = await request.post('/api/login', {
    data: { user: seller.user, email: null, password: seller.password, keepSession: false },
  });
  const headers = { authorization: `Bearer ${(await login.json()).token}` };
  const created = await request.post('/api/library', {
    headers,
    data: { name: 'Ventas del finde', selling: true, trading: false, buying: false },
  });
  expect(created.status(), await created.text()).toBe(201);
  const libraryId = (await created.json()).internalId as string;
  const cards = await request.post('/api/library/card', {
    headers,
    data: [
      { libraryId, referenceId: null, name: SOLD, price: '3.50' },
      { libraryId, referenceId: null, name: CANCELLED, price: '2.00' },
    ],
  });
  expect(cards.ok(), await cards.text()).toBe(true);
  return libraryId;
}

const row = (page: Page, card: string) => page.getByRole('row').filter({ hasText: card });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: COMMON.confirmTitle });

test('a buyer reserves two cards; the seller delivers one, the buyer cancels the other', async ({
  browser,
  request,
}) => {
  const seller = await createValidatedAccount(request, 'vendedor');
  const buyer = await createValidatedAccount(request, 'comprador');
  const libraryId = await saleLibrary(request, seller);

  // The buyer reserves both from the public library.
  const buyerPage = await sessionOf(browser, buyer);
  await buyerPage.goto(`/public/library?libraryId=${libraryId}`);
  await buyerPage.getByRole('checkbox', { name: RESERVE.select(SOLD) }).check();
  await buyerPage.getByRole('checkbox', { name: RESERVE.select(CANCELLED) }).check();
  await buyerPage.getByRole('button', { name: RESERVE.reserve, exact: true }).click();
  const reserveDialog = buyerPage.getByRole('dialog', { name: RESERVE.title });
  await expect(reserveDialog).toContainText(RESERVE.selectedSummary(2));
  await reserveDialog.getByRole('button', { name: RESERVE.confirm }).click();
  await expect(buyerPage.getByText(RESERVE.done(2))).toBeVisible();

  // Both are told by e-mail.
  const sellerMail = await waitForMail(seller.email);
  expect(sellerMail.text).toContain(SOLD);
  expect(sellerMail.text).toContain(buyer.user);
  const buyerMail = await waitForMail(buyer.email);
  expect(buyerMail.text).toContain(seller.email);

  // The seller sees them as new and confirms one delivery.
  const sellerPage = await sessionOf(browser, seller);
  await sellerPage.goto('/dashboard?tab=sales');
  await expect(row(sellerPage, SOLD)).toContainText(T.isNew);
  await expect(row(sellerPage, CANCELLED)).toContainText(buyer.user);
  await expect(sellerPage.getByText(T.total(5.5))).toBeVisible();
  await sellerPage.getByRole('button', { name: T.confirmDeliveryOf(SOLD) }).click();
  await confirmDialog(sellerPage).getByRole('button', { name: COMMON.confirm }).click();
  await expect(sellerPage.getByText(T.delivered)).toBeVisible();
  await expect(row(sellerPage, SOLD)).toHaveCount(0);
  await expect(sellerPage.getByText(T.total(2))).toBeVisible();
  await sellerPage.getByRole('checkbox', { name: T.showSold }).check();
  await expect(row(sellerPage, SOLD)).toContainText(T.sold);
  await expect(sellerPage.getByText(T.total(5.5))).toBeVisible();

  // The buyer cancels the other.
  await buyerPage.goto('/dashboard?tab=my-orders');
  await expect(row(buyerPage, CANCELLED)).toContainText(seller.email);
  await expect(row(buyerPage, SOLD)).toHaveCount(0);
  await buyerPage.getByRole('button', { name: T.cancelOf(CANCELLED) }).click();
  await expect(confirmDialog(buyerPage)).toContainText(T.cancelQuestion);
  await confirmDialog(buyerPage).getByRole('button', { name: COMMON.confirm }).click();
  await expect(buyerPage.getByText(T.cancelledDone)).toBeVisible();
  await expect(row(buyerPage, CANCELLED)).toContainText(T.cancelled);
  await expect(buyerPage.getByText(T.total(0))).toBeVisible();
  await buyerPage.getByRole('checkbox', { name: T.showSold }).check();
  await expect(row(buyerPage, SOLD)).toContainText(T.sold);
  await expect(buyerPage.getByText(T.total(3.5))).toBeVisible();

  // The sold card left the library; the cancelled one is available again.
  const publicPage = await request.get(`/api/library/${libraryId}/public`);
  const { cards } = (await publicPage.json()) as {
    cards: { cardName: string; reserved: boolean }[];
  };
  expect(cards.map((card) => [card.cardName, card.reserved])).toEqual([[CANCELLED, false]]);
});
