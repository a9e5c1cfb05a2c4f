import {
  ALERT_TEXTS as ALERTS,
  BELL_TEXTS as BELL,
  LIBRARY_DETAIL_TEXTS as DETAIL,
  LIBRARY_TABLE_TEXTS as TABLE,
  RESERVATION_DIALOG_TEXTS as RESERVE,
  UPLOAD_TEXTS as UPLOAD,
} from '@mdc/shared';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { createValidatedAccount, logInByApi, type Person } from '../support/account-factory';
import { linkTo, waitForMail } from '../support/mail';
import { createSaleLibrary, createWantedList } from '../support/sale-library';
import { scaled } from '../support/time-factor';

/**
 * The wanted-list alerts' journey (docs/product/notifications.md): a buyer turns on the alerts of his wanted
 * list, a seller imports a file holding a wanted card, the buyer's bell shows it, the digest mail
 * links to the card in the seller's library, and the buyer reserves it from there.
 */
test.setTimeout(scaled(120_000));

const WANTED = 'Sol Ring';
const LIBRARY = 'Busco para Commander';
const MANABOX_EXPORT = [
  'Binder Name,Binder Type,Name,Set code,Set name,Collector number,Foil,Rarity,Quantity,ManaBox ID,Scryfall ID,Purchase price,Misprint,Altered,Condition,Language,Purchase price currency',
  `Intercambio,binder,${WANTED},C21,Commander 2021,263,normal,uncommon,1,80311,,1.20,false,false,near_mint,en,USD`,
].join('\n');

async function sessionOf(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await logInByApi(page.request, person);
  return page;
}

test('alerts: opt in, a seller imports the card, the bell, the digest, reserve', async ({
  browser,
  request,
}) => {
  const seller = await createValidatedAccount(request, 'vende_alerta');
  const buyer = await createValidatedAccount(request, 'busca_alerta');
  // The buyer's wanted list with the card, alerts off, through the API as a client would.
  await createWantedList(request, buyer, LIBRARY, [WANTED]);

  // The buyer opts in on his wanted list.
  const buyerPage = await sessionOf(browser, buyer);
  await buyerPage.goto('/dashboard?tab=librarys-buying');
  await buyerPage.getByRole('button', { name: TABLE.rename(LIBRARY) }).click();
  const dialog = buyerPage.getByRole('dialog', { name: TABLE.renameTitle });
  await dialog.getByLabel(ALERTS.optIn).check();
  await dialog.getByRole('button', { name: TABLE.save }).click();
  await expect(dialog).toBeHidden();
  await expect(buyerPage.getByRole('button', { name: BELL.label(0) })).toBeVisible();

  // The seller imports a ManaBox export holding the card.
  const libraryId = await createSaleLibrary(request, seller, 'Ventas', [
    { name: 'Counterspell', price: '2.00' },
  ]);
  const sellerPage = await sessionOf(browser, seller);
  await sellerPage.goto(`/library?libraryId=${libraryId}&libraryName=Ventas&buying=false`);
  await sellerPage.getByRole('button', { name: DETAIL.uploadCards }).click();
  const upload = sellerPage.getByRole('dialog', { name: UPLOAD.title });
  await upload.getByLabel(UPLOAD.chooseFile).setInputFiles({
    name: 'ManaBox_Collection.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(MANABOX_EXPORT),
  });
  await upload.getByRole('button', { name: UPLOAD.process }).click();
  await expect(upload.getByText(UPLOAD.statusNew).first()).toBeVisible({ timeout: scaled(30_000) });
  await upload.getByRole('button', { name: UPLOAD.upload, exact: true }).click();
  await expect(upload).toBeHidden({ timeout: scaled(30_000) });

  // The buyer's bell says so (asked again on the next page he opens). The match is recorded
  // after the import answers: the page is opened again until the bell has it, never a fixed wait.
  const bell = buyerPage.getByRole('button', { name: BELL.label(1) });
  await bellShows(buyerPage, bell);
  await bell.click();
  await expect(buyerPage.getByRole('dialog', { name: BELL.title })).toContainText(
    `${seller.user} publicó ${WANTED}`,
  );
  await buyerPage.keyboard.press('Escape');

  // The digest mail links to the card in the seller's library; the buyer reserves it there.
  const mail = await waitForMail(buyer.email, `${ALERTS.mailSubject(1)} en Mercado de Cartas`);
  expect(mail.text).toContain(`${seller.user}`);
  const link = linkTo(mail, '/public/library');
  await buyerPage.goto(link);
  await buyerPage.getByRole('checkbox', { name: RESERVE.select(WANTED) }).check();
  await expect(
    buyerPage.getByRole('checkbox', { name: RESERVE.select('Counterspell') }),
  ).toHaveCount(0);
  await buyerPage.getByRole('button', { name: RESERVE.reserve, exact: true }).click();
  const reserve = buyerPage.getByRole('dialog', { name: RESERVE.title });
  await reserve.getByRole('button', { name: RESERVE.confirm }).click();
  await expect(buyerPage.getByText(RESERVE.done(1))).toBeVisible();

  // The seller's bell: a reservation received.
  const sellerBell = sellerPage.getByRole('button', { name: BELL.label(1) });
  await bellShows(sellerPage, sellerBell);
  await sellerBell.click();
  await expect(sellerPage.getByRole('dialog', { name: BELL.title })).toContainText(
    `${buyer.user} te reservó ${WANTED}.`,
  );
});

/** Opens the page again until `bell` is there: the bell asks for news only when a page opens. */
async function bellShows(page: Page, bell: Locator): Promise<void> {
  await expect(async () => {
    await page.reload();
    await expect(bell).toBeVisible({ timeout: scaled(3_000) });
  }).toPass({ timeout: scaled(30_000) });
}
