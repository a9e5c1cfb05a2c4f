import fs from 'node:fs';
import path from 'node:path';
import {
  ALERT_TEXTS,
  BELL_TEXTS,
  LIBRARY_DETAIL_TEXTS,
  LIBRARY_TABLE_TEXTS as T,
  UPLOAD_TEXTS,
  uploadSuccessMessage,
} from '@mdc/shared';
import type { Page } from '@playwright/test';
import { SHARED_DATA_DIR } from '../../packages/server/test/shared-data';
import { createValidatedAccount } from '../support/account-factory';
import { demoLibrary } from '../support/demo-marketplace';
import { createSaleLibrary } from '../support/sale-library';
import { expect, expectReadable, test } from '../support/screens';
import { scaled } from '../support/time-factor';

/** A seller's libraries (demo_palermo): the dashboard tables, their dialogs, a library's page. */

test.use({ account: 'demo_palermo' });

// Several screens a test, each with its checks.
test.setTimeout(scaled(120_000));

const SALE = 'Colección Dragon Shield';

test('Mi panel › Venta with libraries', async ({ page }) => {
  await page.goto('/dashboard?tab=librarys');
  await expect(page.getByText(SALE).first()).toBeVisible();
  await expectReadable(page, 'seller-dashboard-sale-libraries');
});

test('Mi panel › Compra with a wanted list', async ({ page }) => {
  await page.goto('/dashboard?tab=librarys-buying');
  await expect(page.getByText('Busco: Boros Energy').first()).toBeVisible();
  await expectReadable(page, 'seller-dashboard-buying-libraries');
});

test('the new, rename and delete dialogs', async ({ page }) => {
  await page.goto('/dashboard?tab=librarys');
  await page.getByRole('button', { name: T.add }).click();
  await expect(page.getByRole('dialog', { name: T.newSaleTitle })).toBeVisible();
  await expectReadable(page, 'seller-new-library-dialog');
  await page.getByRole('button', { name: T.cancel }).click();

  await page.getByRole('button', { name: T.rename(SALE) }).click();
  await expect(page.getByRole('dialog', { name: T.renameTitle })).toBeVisible();
  await expectReadable(page, 'seller-rename-library-dialog');
  await page.getByRole('button', { name: T.cancel }).click();

  await page.getByRole('button', { name: T.remove(SALE) }).click();
  await expect(page.getByRole('dialog', { name: T.deleteTitle })).toBeVisible();
  await expectReadable(page, 'seller-delete-library-dialog');
});

test("a wanted list's alerts, in its dialog", async ({ page }) => {
  await page.goto('/dashboard?tab=librarys-buying');
  await page.getByRole('button', { name: T.rename('Busco: Boros Energy') }).click();
  const dialog = page.getByRole('dialog', { name: T.renameTitle });
  await dialog.getByLabel(ALERT_TEXTS.optIn).check();
  await expect(dialog.getByLabel(ALERT_TEXTS.maxPrice)).toBeVisible();
  await expectReadable(page, 'seller-buying-library-alerts');
});

test('the bell, with matches and reservations', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('button', { name: /^Avisos: \d+ sin leer$/ }).click();
  const list = page.getByRole('list', { name: BELL_TEXTS.list });
  await expect(list.getByRole('listitem').first()).toBeVisible();
  await expectReadable(page, 'seller-bell');
});

test("a sale library's page, its card dialog and image viewer", async ({ page }) => {
  const library = demoLibrary('demo_palermo', 'Staples de Commander');
  await page.goto(`/library?libraryId=${library.id}`);
  await expect(
    page.getByRole('heading', { name: LIBRARY_DETAIL_TEXTS.title(false, library.name) }),
  ).toBeVisible({ timeout: scaled(20_000) });
  // The seed gives these cards a price history (e2e/support/seed-database.ts): the tiles draw it.
  await expect(page.getByRole('img', { name: /^Precio de los últimos/ }).first()).toBeVisible();
  // Prices in dollars and in pesos, each with its equivalent at the demo's rate under it.
  await expect(page.getByText(/^ARS [\d.]+/).first()).toBeVisible();
  await expect(page.getByText(/^≈ \$ [\d.]+$/).first()).toBeVisible();
  await expect(page.getByText(/^≈ USD [\d.]+$/).first()).toBeVisible();
  await expectReadable(page, 'seller-library-sale');

  await page.getByRole('button', { name: LIBRARY_DETAIL_TEXTS.addCard }).click();
  const dialog = page.getByRole('dialog', { name: LIBRARY_DETAIL_TEXTS.newTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('combobox').first().fill('Sol Ring');
  await page.getByRole('option', { name: 'Sol Ring', exact: true }).click();
  await expect(dialog.getByRole('img', { name: 'Sol Ring' })).toBeVisible({
    timeout: scaled(15_000),
  });
  // The printings loaded: while they load, their field and its note are greyed (disabled).
  await expect(dialog.getByText(LIBRARY_DETAIL_TEXTS.setsLoading)).toHaveCount(0);
  await expectReadable(page, 'seller-add-card-dialog');
  // Priced in pesos: the field says ARS and its help the dollars of the day (demo rate 1465.5).
  await dialog.getByRole('radio', { name: LIBRARY_DETAIL_TEXTS.arsSource }).check();
  await dialog.getByRole('textbox', { name: LIBRARY_DETAIL_TEXTS.arsPriceLabel }).fill('15.000');
  await expect(dialog.getByText('≈ USD 10.24')).toBeVisible();
  await expectReadable(page, 'seller-add-card-dialog-pesos');
  await dialog.getByRole('button', { name: LIBRARY_DETAIL_TEXTS.cancel }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('button', { name: /^Ver imagen de / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectReadable(page, 'seller-library-image-viewer');
});

test("a buying library's page", async ({ page }) => {
  const library = demoLibrary('demo_palermo', 'Busco: Boros Energy');
  await page.goto(`/library?libraryId=${library.id}&buying=true`);
  await expect(
    page.getByRole('heading', { name: LIBRARY_DETAIL_TEXTS.title(true, library.name) }),
  ).toBeVisible({ timeout: scaled(20_000) });
  await expectReadable(page, 'seller-library-buying');
});

test('the upload dialog, from the pasted export to its review', async ({ page }) => {
  const library = demoLibrary('demo_palermo', 'Staples de Commander');
  await page.goto(`/library?libraryId=${library.id}`);
  await page.getByRole('button', { name: LIBRARY_DETAIL_TEXTS.uploadCards }).click();
  const dialog = page.getByRole('dialog', { name: UPLOAD_TEXTS.title });
  await expect(dialog).toBeVisible();
  await expectReadable(page, 'seller-upload-dialog');
  const exported = fs.readFileSync(
    path.join(SHARED_DATA_DIR, 'exports', 'moxfield-deck-export.txt'),
    'utf8',
  );
  await dialog.getByLabel(UPLOAD_TEXTS.pasteLabel).fill(exported);
  await dialog.getByRole('button', { name: UPLOAD_TEXTS.process }).click();
  await expect(dialog.getByRole('button', { name: UPLOAD_TEXTS.upload })).toBeVisible({
    timeout: scaled(20_000),
  });
  await expectReadable(page, 'seller-upload-review');
});

/** Pastes `lines` into the upload dialog, processes and uploads them; the dialog closes. */
async function uploadLines(page: Page, lines: string[]) {
  await page.getByRole('button', { name: LIBRARY_DETAIL_TEXTS.uploadCards }).click();
  const dialog = page.getByRole('dialog', { name: UPLOAD_TEXTS.title });
  await dialog.getByLabel(UPLOAD_TEXTS.pasteLabel).fill(lines.join('\n'));
  await dialog.getByRole('button', { name: UPLOAD_TEXTS.process }).click();
  await dialog.getByRole('button', { name: UPLOAD_TEXTS.upload, exact: true }).click();
  await expect(dialog).toBeHidden({ timeout: scaled(20_000) });
}

test.describe('an upload’s message', () => {
  // A seller of this test's own, whose library no search finds: nothing other screens read.
  test.use({ account: null });

  test('counts the lines and the copies the library gained, updated lines too', async ({
    page,
  }) => {
    const seller = await createValidatedAccount(page.request, 'carga');
    // Its login (by the API, on the page's cookies) leaves the page logged in as the seller.
    const libraryId = await createSaleLibrary(page.request, seller, 'Cartas de prueba', [
      { name: 'Carta de Prueba Cero', price: '1.00' },
    ]);
    await page.goto(`/library?libraryId=${libraryId}`);
    await expect(page.getByRole('article', { name: 'Carta de Prueba Cero' })).toBeVisible({
      timeout: scaled(20_000),
    });
    // Cards the catalog does not know: kept by name with the file's set and number.
    const card = (copies: number, name: string, number: number) =>
      `${copies} Carta de Prueba ${name} (XYZ) ${number}`;
    await uploadLines(page, [card(2, 'Uno', 1), card(1, 'Dos', 2), card(3, 'Tres', 3)]);
    await expect(page.getByText(uploadSuccessMessage(3, 0, 6))).toBeVisible();
    await expect(page.getByRole('article', { name: 'Carta de Prueba Uno' })).toContainText(
      'XYZ #1',
    );
    // Uno 2 → 4 copies, Dos the same, Cuatro new: 3 copies more.
    await uploadLines(page, [card(4, 'Uno', 1), card(1, 'Dos', 2), card(1, 'Cuatro', 4)]);
    await expect(page.getByText(uploadSuccessMessage(1, 2, 3))).toBeVisible();
    await expect(page.getByText(LIBRARY_DETAIL_TEXTS.count(10))).toBeVisible();
  });
});
