import path from 'node:path';
import {
  COMMON_TEXTS as COMMON,
  LIBRARY_DETAIL_TEXTS as DETAIL,
  LIBRARY_PAGE_SIZE,
  LIBRARY_TABLE_TEXTS as TABLE,
  PUBLIC_LIBRARY_TEXTS as PUBLIC,
  UPLOAD_TEXTS as UPLOAD,
} from '@mdc/shared';
import type { Page } from '@playwright/test';
import { SHARED_DATA_DIR } from '../../packages/server/test/shared-data';
import { expect, test } from '../support/login-fixture';
import { MEMBER_ACCOUNT } from '../support/seeded-accounts';
import { scaled } from '../support/time-factor';

/**
 * A seller's whole library journey: create a sale library, add a card through
 * the dialog (a price with a decimal comma), upload real Dragon Shield and Moxfield exports
 * (changing a printing the catalog guessed), page through them, see the count on Mi panel, share
 * the link, open it logged out, rename and delete. The e2e catalog (demo-marketplace.ts) knows the sets.
 */
test.use({ loggedIn: true });
test.setTimeout(scaled(120_000));

const EXPORTS = path.join(SHARED_DATA_DIR, 'exports');
const NAME = 'Mis cartas para el finde';
const RENAMED = 'Cartas del torneo';

/** The count chip of the detail page: '373/1000' → 373. */
async function cardCount(page: Page): Promise<number> {
  const label = await page.getByLabel(new RegExp(`^${DETAIL.countLabel}`)).textContent();
  return Number(label?.split('/')[0]);
}

async function upload(page: Page, file: string): Promise<void> {
  await page.getByRole('button', { name: DETAIL.uploadCards }).click();
  const dialog = page.getByRole('dialog', { name: UPLOAD.title });
  await dialog.getByLabel(UPLOAD.chooseFile).setInputFiles(path.join(EXPORTS, file));
  await dialog.getByRole('button', { name: UPLOAD.process }).click();
  await expect(dialog.getByText(UPLOAD.statusNew).first()).toBeVisible({ timeout: scaled(30_000) });
  await dialog.getByRole('button', { name: UPLOAD.upload, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: scaled(30_000) });
}

test('a seller builds, shares, renames and deletes a sale library', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/dashboard?tab=librarys');
  await expect(page.getByText(TABLE.emptySale)).toBeVisible();

  // Create
  await page.getByRole('button', { name: TABLE.add }).first().click();
  const create = page.getByRole('dialog', { name: TABLE.newSaleTitle });
  await create.getByLabel(TABLE.nameLabel).fill(NAME);
  await create.getByRole('button', { name: TABLE.create }).click();
  const row = page.getByRole('row', { name: new RegExp(NAME) });
  await expect(row).toContainText(TABLE.cardCount(0));

  // Add one card through the dialog: the name from the autocomplete, its first printing.
  await row.getByRole('link', { name: TABLE.openCards(NAME) }).click();
  await expect(page.getByRole('heading', { name: DETAIL.title(false, NAME) })).toBeVisible();
  await page.getByRole('button', { name: DETAIL.addCard }).click();
  const dialog = page.getByRole('dialog', { name: DETAIL.newTitle });
  await dialog.getByRole('combobox', { name: DETAIL.nameLabel }).fill('Sol Ring');
  await page.getByRole('option', { name: 'Sol Ring', exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: DETAIL.setLabel })).not.toBeEmpty();
  // The e2e catalog has no prices: the seller types one, the Argentine way (stored as 2.50).
  await dialog.getByRole('textbox', { name: DETAIL.priceLabel }).fill('2,50');
  await dialog.getByRole('button', { name: DETAIL.save }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article', { name: 'Sol Ring' })).toContainText('USD 2.50');
  expect(await cardCount(page)).toBe(1);

  // Upload a real Dragon Shield export. Its 'Lure' is FWB #212, a set the catalog lacks: the
  // review names the printing it would store; the seller picks the other one the catalog has.
  await page.getByRole('button', { name: DETAIL.uploadCards }).click();
  const uploading = page.getByRole('dialog', { name: UPLOAD.title });
  await uploading
    .getByLabel(UPLOAD.chooseFile)
    .setInputFiles(path.join(EXPORTS, 'dragonshield-no-sep-us-dates.csv'));
  await uploading.getByRole('button', { name: UPLOAD.process }).click();
  // The review lists 100 rows at first; Lure is further down the file.
  await uploading.getByRole('button', { name: /^Mostrar más/ }).click({ timeout: scaled(30_000) });
  const lure = uploading
    .getByRole('listitem')
    .filter({ hasText: /^1 × Lure/ })
    .filter({ hasText: 'FWB #212' });
  await expect(lure).toContainText(`${UPLOAD.matchName} · ${UPLOAD.fileSays} FWB #212`, {
    timeout: scaled(30_000),
  });
  await lure.getByRole('button', { name: `${UPLOAD.changePrinting}: Lure` }).click();
  const printing = lure.getByRole('combobox', { name: UPLOAD.storedPrinting });
  await expect(printing).toBeEnabled();
  const guessed = (await printing.textContent())!;
  await printing.click();
  const other = page.getByRole('option').filter({ hasNotText: guessed });
  await expect(other).toHaveCount(1);
  const chosen = (await other.textContent())!.split(' · ')[0]!;
  await other.click();
  await expect(lure).toContainText(`${UPLOAD.matchChosen} · ${UPLOAD.fileSays} FWB #212`);
  await expect(lure).toContainText(chosen);
  await uploading.getByRole('button', { name: UPLOAD.upload, exact: true }).click();
  await expect(uploading).toBeHidden({ timeout: scaled(30_000) });
  await expect.poll(() => cardCount(page)).toBeGreaterThan(300);
  // What is stored is the printing the review said.
  await page.getByLabel(DETAIL.filterLabel).fill('Lure');
  await expect(page.getByRole('article', { name: 'Lure', exact: true })).toContainText(chosen);
  await page.getByLabel(DETAIL.filterLabel).fill('');

  // Then a real Moxfield deck export.
  const afterDragonShield = await cardCount(page);
  await upload(page, 'moxfield-deck-export.txt');
  await expect.poll(() => cardCount(page)).toBeGreaterThan(afterDragonShield);

  // Paged by 48.
  const tiles = page.getByRole('article');
  await expect(tiles).toHaveCount(LIBRARY_PAGE_SIZE);
  const pager = page.getByText(/^Página 1 de \d+$/);
  const pages = Number((await pager.textContent())!.split(' de ')[1]);
  expect(pages).toBeGreaterThan(5);
  await page.getByRole('button', { name: COMMON.next }).first().click();
  await expect(page.getByText(COMMON.pageOf(2, pages)).first()).toBeVisible();

  // Mi panel counts the same copies as the library page.
  const copies = await cardCount(page);
  await page.getByRole('link', { name: DETAIL.back }).click();
  await expect(page.getByRole('row', { name: new RegExp(NAME) })).toContainText(
    TABLE.cardCount(copies),
  );

  // Share: the link is on the clipboard.
  await page.getByRole('button', { name: TABLE.share(NAME) }).click();
  await expect(page.getByText(TABLE.linkCopied)).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`^${baseURL}/public/library\\?libraryId=[0-9a-f-]{36}$`));

  // Logged out, the public page shows the cards and prices, never the owner's contact.
  const visitor = await browser.newContext();
  const publicPage = await visitor.newPage();
  await publicPage.goto(link);
  await expect(publicPage.getByRole('heading', { name: PUBLIC.saleTitle(NAME) })).toBeVisible();
  await expect(publicPage.getByText(/US\$|USD/).first()).toBeVisible();
  const html = await publicPage.content();
  for (const contact of [MEMBER_ACCOUNT.email, MEMBER_ACCOUNT.phoneNumber, MEMBER_ACCOUNT.user]) {
    expect(html).not.toContain(contact);
  }
  await visitor.close();

  // Rename, then delete.
  await page.getByRole('button', { name: TABLE.rename(NAME) }).click();
  const rename = page.getByRole('dialog', { name: TABLE.renameTitle });
  await rename.getByLabel(TABLE.nameLabel).fill(RENAMED);
  await rename.getByRole('button', { name: TABLE.save }).click();
  await expect(page.getByRole('row', { name: new RegExp(RENAMED) })).toBeVisible();
  await page.getByRole('button', { name: TABLE.remove(RENAMED) }).click();
  const confirm = page.getByRole('dialog', { name: TABLE.deleteTitle });
  await expect(confirm).toContainText(TABLE.deleteQuestion);
  await confirm.getByRole('button', { name: TABLE.confirm }).click();
  await expect(page.getByText(TABLE.emptySale)).toBeVisible();
});
