import path from 'node:path';
import {
  ACCOUNT_MESSAGES,
  LIBRARY_DETAIL_TEXTS as DETAIL,
  LIBRARY_TABLE_TEXTS as TABLE,
  RESERVATION_DIALOG_TEXTS as DIALOG,
  RESERVATION_SCREEN_TEXTS as RESERVATIONS,
  SEARCH_RESULTS_TEXTS as RESULTS,
  SEARCH_SCREEN_TEXTS as SEARCH,
  UPLOAD_TEXTS as UPLOAD,
} from '@mdc/shared';
import type { Locator, Page } from '@playwright/test';
import { SHARED_DATA_DIR } from '../../packages/server/test/shared-data';
import { createValidatedAccount, logInByApi, newPerson } from '../support/account-factory';
import {
  acceptTermsModal,
  fillAndSendRegistration,
  logInThroughScreen,
} from '../support/account-screens';
import { linkTo, waitForMail } from '../support/mail';
import { pasteNames, resultsHeading } from '../support/search-screen';
import { expect, expectReadable, test } from '../support/screens';
import { scaled } from '../support/time-factor';

/**
 * The whole product's journey, as two people would go through it, with the proof-of-work bot check on:
 * a visitor searches, registers, follows the mailed link, opens a sale library and uploads her
 * real Dragon Shield export; a buyer pastes a deck right after clicking the names field, takes
 * 'Mejor combinación' and reserves two of her cards; the seller confirms one and cancels the
 * other; both see the states, and the mails say so.
 */
test.setTimeout(scaled(240_000));

const EXPORT = path.join(SHARED_DATA_DIR, 'exports', 'dragonshield-no-sep-us-dates.csv');
const LIBRARY = 'Carpeta para el club';
/** Cards of the export, one copy each, in the e2e catalog's sets. */
const DECK = [
  'Book Devourer',
  'Celestial Crusader',
  'Compulsory Rest',
  'Headwater Sentries',
  'Horned Turtle',
  'Mistmeadow Witch',
];
const SOLD = 'Book Devourer';
const CANCELLED = 'Horned Turtle';

async function registerThroughScreen(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/register');
  await fillAndSendRegistration(page, person, 'Capital');
  await acceptTermsModal(page);
  // The browser solves the bot check's proof of work: about a second.
  await expect(page.getByText(ACCOUNT_MESSAGES.registerSuccess)).toBeVisible({
    timeout: scaled(20_000),
  });
}

/** The row (a table row, or a card on a phone) of a reservation of `card`. */
const reservationOf = (page: Page, card: string): Locator =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: card });

test('a visitor becomes a seller, a buyer reserves two of her cards, one is delivered', async ({
  page,
  browser,
  baseURL,
}) => {
  // A visitor searches first.
  await page.goto('/search');
  await page.getByLabel(SEARCH.namesLabel).click();
  await page.keyboard.type('Sol Ring');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: SEARCH.search, exact: true }).click();
  await expect(resultsHeading(page)).toBeVisible({ timeout: scaled(30_000) });

  // She registers, with the proof of work on, and follows the mailed link.
  const seller = newPerson('vendedora');
  await registerThroughScreen(page, seller);
  await page.goto(linkTo(await waitForMail(seller.email), '/validation'));
  await expect(page.getByText(ACCOUNT_MESSAGES.validationSuccess)).toBeVisible();
  await logInThroughScreen(page, seller.user, seller.password);
  await expect(page).toHaveURL(/\/search$/, { timeout: scaled(20_000) });

  // A new sale library, and her real Dragon Shield export in it.
  await page.getByRole('link', { name: 'Bibliotecas' }).click();
  await page.getByRole('button', { name: TABLE.add }).first().click();
  const create = page.getByRole('dialog', { name: TABLE.newSaleTitle });
  await create.getByLabel(TABLE.nameLabel).fill(LIBRARY);
  await create.getByRole('button', { name: TABLE.create }).click();
  await page.getByRole('link', { name: TABLE.openCards(LIBRARY) }).click();
  await expect(page.getByRole('heading', { name: DETAIL.title(false, LIBRARY) })).toBeVisible();
  await page.getByRole('button', { name: DETAIL.uploadCards }).click();
  const upload = page.getByRole('dialog', { name: UPLOAD.title });
  await upload.getByLabel(UPLOAD.chooseFile).setInputFiles(EXPORT);
  await upload.getByRole('button', { name: UPLOAD.process }).click();
  await expect(upload.getByText(UPLOAD.statusNew).first()).toBeVisible({ timeout: scaled(30_000) });
  await expectReadable(page, 'journey-upload-review');
  await upload.getByRole('button', { name: UPLOAD.upload, exact: true }).click();
  await expect(upload).toBeHidden({ timeout: scaled(30_000) });

  // A buyer pastes a deck list right after clicking the names field.
  const buyerContext = await browser.newContext({
    baseURL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const buyerPage = await buyerContext.newPage();
  const buyer = await createValidatedAccount(buyerPage.request, 'compradora');
  await logInByApi(buyerPage.request, buyer);
  await buyerPage.goto('/search');
  await pasteNames(buyerPage, DECK.map((name) => `1 ${name}`).join('\n'));
  for (const name of DECK) await expect(buyerPage.getByRole('button', { name })).toBeVisible();
  await buyerPage.getByRole('button', { name: SEARCH.search, exact: true }).click();
  await expect(resultsHeading(buyerPage)).toBeVisible({ timeout: scaled(30_000) });

  // 'Mejor combinación': she is the one seller near the buyer with every card.
  await buyerPage
    .getByRole('group', { name: RESULTS.view })
    .getByRole('button', { name: RESULTS.bestCombination })
    .click();
  const step = buyerPage.getByRole('region', { name: new RegExp(seller.user) });
  await expect(step).toBeVisible();
  for (const card of [SOLD, CANCELLED]) {
    await step.getByRole('checkbox', { name: RESULTS.select(card) }).check();
  }
  await buyerPage.getByRole('button', { name: RESULTS.reserve, exact: true }).click();
  await buyerPage.getByRole('dialog').getByRole('button', { name: DIALOG.confirm }).click();

  // 'Reservas realizadas' shows both at once, with the seller's contact.
  await expect(buyerPage).toHaveURL(/\/dashboard\?tab=my-orders/);
  for (const card of [SOLD, CANCELLED]) {
    await expect(reservationOf(buyerPage, card)).toContainText(seller.email);
  }
  await expectReadable(buyerPage, 'journey-buyer-reservations');

  // The seller was told, with a link to the reservations: she confirms one and cancels one.
  const received = await waitForMail(seller.email, 'Te reservaron 2 cartas en Mercado de Cartas');
  expect(received.text).toContain(SOLD);
  await page.goto(linkTo(received, '/dashboard'));
  await reservationOf(page, SOLD)
    .getByRole('button', { name: RESERVATIONS.confirmDeliveryOf(SOLD) })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: RESERVATIONS.confirmDelivery })
    .click();
  await reservationOf(page, CANCELLED)
    .getByRole('button', { name: RESERVATIONS.cancelOf(CANCELLED) })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /Cancelar reserva/ })
    .click();
  await expectReadable(page, 'journey-seller-reservations');

  // The buyer sees both states, and the mails say so.
  await buyerPage.reload();
  await buyerPage.getByRole('checkbox', { name: RESERVATIONS.showSold }).check();
  await expect(reservationOf(buyerPage, SOLD)).toContainText(RESERVATIONS.sold);
  await expect(reservationOf(buyerPage, CANCELLED)).toContainText(RESERVATIONS.cancelled);
  expect(
    (await waitForMail(buyer.email, 'Entrega confirmada en Mercado de Cartas')).text,
  ).toContain(SOLD);
  expect(
    (await waitForMail(buyer.email, 'Se cancelaron reservas en Mercado de Cartas')).text,
  ).toContain(CANCELLED);
  await buyerContext.close();
});
