import {
  COMMON_TEXTS as COMMON,
  MONEY_TEXTS,
  RESERVATION_DIALOG_TEXTS as RESERVE,
  RESERVATION_SCREEN_TEXTS as T,
} from '@mdc/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createValidatedAccount, logInByApi, type Person } from '../support/account-factory';
import { linkTo, waitForMail } from '../support/mail';
import { createSaleLibrary } from '../support/sale-library';
import { findSeriousA11yViolations } from '../support/screen-checks';
import { scaled } from '../support/time-factor';

/**
 * A deal's journey with two people: a buyer reserves two cards of a seller's public library,
 * both get the e-mail, the seller follows his mail's link to those reservations, sees 'Nuevo' and
 * confirms one delivery (the card leaves the library; the buyer is mailed), the buyer cancels the
 * other (it is available again; the seller is mailed); 'Vendido' and the total follow.
 * Along the way: the mails' links, the dialogs' words, the contrast of closed rows, the cards on a phone.
 */
test.setTimeout(scaled(120_000));

const SOLD = 'Sol Ring';
const CANCELLED = 'Counterspell';

/** A browser of its own for `person`, logged in (page.request shares its cookies). */
async function sessionOf(browser: Browser, person: Person, width = 1280): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: 800 } });
  const page = await context.newPage();
  await logInByApi(page.request, person);
  return page;
}

const row = (page: Page, card: string) => page.getByRole('row').filter({ hasText: card });
const confirmDialog = (page: Page) => page.getByRole('dialog', { name: COMMON.confirmTitle });

test('a buyer reserves two cards; the seller delivers one, the buyer cancels the other', async ({
  browser,
  request,
}) => {
  const seller = await createValidatedAccount(request, 'vendedor');
  const buyer = await createValidatedAccount(request, 'comprador');
  const libraryId = await createSaleLibrary(request, seller, 'Ventas del finde', [
    { name: SOLD, price: '3.50' },
    { name: CANCELLED, price: '2.00' },
  ]);

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

  // Both are told by e-mail, each with a link to those reservations on his side.
  const sellerMail = await waitForMail(seller.email, 'Te reservaron 2 cartas en Mercado de Cartas');
  expect(sellerMail.text).toContain(SOLD);
  expect(sellerMail.text).toContain(buyer.user);
  const buyerMail = await waitForMail(buyer.email, 'Tus reservas en Mercado de Cartas');
  expect(buyerMail.text).toContain(seller.email);
  expect(linkTo(buyerMail, '/dashboard')).toMatch(/^\/dashboard\?tab=my-orders&reservation=/);
  const sellerLink = linkTo(sellerMail, '/dashboard');
  expect(sellerLink).toMatch(/^\/dashboard\?tab=sales&reservation=[0-9a-f-]+,[0-9a-f-]+$/);

  // The seller follows it: both framed, as new; he confirms one delivery.
  const sellerPage = await sessionOf(browser, seller);
  await sellerPage.goto(sellerLink);
  await expect(row(sellerPage, SOLD)).toContainText(T.isNew);
  await expect(row(sellerPage, SOLD)).toHaveAttribute('aria-current', 'true');
  await expect(row(sellerPage, CANCELLED)).toHaveAttribute('aria-current', 'true');
  await expect(row(sellerPage, CANCELLED)).toContainText(buyer.user);
  await expect(row(sellerPage, CANCELLED)).toContainText(buyer.email);
  await expect(sellerPage.getByText(`${T.total} ${MONEY_TEXTS.usd(5.5)}`)).toBeVisible();
  await sellerPage.getByRole('button', { name: T.confirmDeliveryOf(SOLD) }).click();
  await expect(confirmDialog(sellerPage).getByRole('button')).toHaveText([
    T.back,
    T.confirmDelivery,
  ]);
  await confirmDialog(sellerPage).getByRole('button', { name: T.confirmDelivery }).click();
  await expect(sellerPage.getByText(T.delivered)).toBeVisible();
  const delivered = await waitForMail(buyer.email, 'Entrega confirmada en Mercado de Cartas');
  expect(delivered.text).toContain(`${seller.user} confirmó la entrega de esta carta:`);
  expect(delivered.text).toContain(`• ${SOLD}`);
  expect(linkTo(delivered, '/dashboard')).toMatch(/^\/dashboard\?tab=my-orders&reservation=/);
  await expect(row(sellerPage, SOLD)).toHaveCount(0);
  await expect(sellerPage.getByText(`${T.total} ${MONEY_TEXTS.usd(2)}`)).toBeVisible();
  await sellerPage.getByRole('checkbox', { name: T.showSold }).check();
  await expect(row(sellerPage, SOLD)).toContainText(T.sold);
  await expect(sellerPage.getByText(`${T.total} ${MONEY_TEXTS.usd(5.5)}`)).toBeVisible();

  // The buyer cancels the other.
  await buyerPage.goto('/dashboard?tab=my-orders');
  await expect(row(buyerPage, CANCELLED)).toContainText(seller.email);
  await expect(row(buyerPage, SOLD)).toHaveCount(0);
  await buyerPage.getByRole('button', { name: T.cancelOf(CANCELLED) }).click();
  await expect(confirmDialog(buyerPage)).toContainText(T.cancelQuestion);
  await expect(confirmDialog(buyerPage).getByRole('button')).toHaveText([
    T.back,
    T.cancelReservation,
  ]);
  await confirmDialog(buyerPage).getByRole('button', { name: T.cancelReservation }).click();
  await expect(buyerPage.getByText(T.cancelledDone)).toBeVisible();
  await expect(row(buyerPage, CANCELLED)).toContainText(T.cancelled);
  await expect(buyerPage.getByText(`${T.total} ${MONEY_TEXTS.usd(0)}`)).toBeVisible();
  await buyerPage.getByRole('checkbox', { name: T.showSold }).check();
  await expect(row(buyerPage, SOLD)).toContainText(T.sold);
  await expect(buyerPage.getByText(`${T.total} ${MONEY_TEXTS.usd(3.5)}`)).toBeVisible();
  // Greyed sold and cancelled rows keep their contrast (they were at 4.29:1).
  expect(await findSeriousA11yViolations(buyerPage)).toEqual([]);
  const toldSeller = await waitForMail(seller.email, 'Se cancelaron reservas en Mercado de Cartas');
  expect(toldSeller.text).toContain(`porque el comprador las canceló:\n\n• ${CANCELLED}`);
  expect(linkTo(toldSeller, '/dashboard')).toMatch(/^\/dashboard\?tab=sales&reservation=/);

  // Contacts only while a deal lives: the cancelled one no longer shows the seller's.
  await expect(row(buyerPage, CANCELLED)).not.toContainText(seller.email);
  await expect(row(buyerPage, CANCELLED)).toContainText(T.contactClosed);

  // On a phone the buyer's reservations are cards, within the width.
  const phone = await sessionOf(browser, buyer, 375);
  await phone.goto('/dashboard?tab=my-orders');
  const phoneCards = phone.getByRole('list', { name: T.buyerTable }).getByRole('listitem');
  await expect(phoneCards).toHaveCount(1);
  await expect(phoneCards.first()).toContainText(CANCELLED);
  await expect(phoneCards.first()).toContainText(T.contactClosed);
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  // The sold card left the library; the cancelled one is available again.
  const publicPage = await request.get(`/api/library/${libraryId}/public`);
  const { cards } = (await publicPage.json()) as {
    cards: { cardName: string; reserved: boolean }[];
  };
  expect(cards.map((card) => [card.cardName, card.reserved])).toEqual([[CANCELLED, false]]);
});
