import { BLOCK_MESSAGES, BLOCK_TEXTS, COMMON_TEXTS, REPORT_TEXTS } from '@mdc/shared';
import type { Page } from '@playwright/test';
import { createValidatedAccount, logInByApi, type Person } from '../support/account-factory';
import { demoLibrary } from '../support/demo-marketplace';
import { blockFromMenu, fillReport } from '../support/report-dialog';
import { expect, expectReadable, test } from '../support/screens';
import { scaled } from '../support/time-factor';

/**
 * 'Denunciar' and 'Bloquear usuario' on a demo seller's public library, and the
 * profile's 'Usuarios bloqueados'. A member of its own blocks here: a block hides the seller's
 * cards from the blocker's searches, which other specs' members must keep seeing. No report is
 * sent: the moderation screens show the demo's reports and no others.
 */

test.setTimeout(scaled(120_000));

const OWNER = 'demo_rosario';
const DETAILS = 'Las cartas publicadas como NM tenían marcas en los bordes.';

let member: Promise<Person> | undefined;

/** Logs the page in as this file's member, registered with the first test that needs it. */
async function logIn(page: Page): Promise<void> {
  member ??= createValidatedAccount(page.request, 'denunciante');
  await logInByApi(page.request, await member);
}

const openOwnerLibrary = (page: Page) =>
  page.goto(`/public/library?libraryId=${demoLibrary(OWNER, 'Mazo de Commander').id}`);

/** The demo seller's library, and the ⋮ menu beside the owner line opened. */
async function openOwnerMenu(page: Page): Promise<void> {
  await openOwnerLibrary(page);
  await page.getByRole('button', { name: REPORT_TEXTS.actionsLabel(OWNER) }).click();
  await expect(
    page.getByRole('menuitem', { name: REPORT_TEXTS.button, exact: true }),
  ).toBeVisible();
}

test('the report dialog, from a public library', async ({ page }) => {
  await logIn(page);
  await openOwnerMenu(page);
  await expectReadable(page, 'reports-library-menu');
  await page.getByRole('menuitem', { name: REPORT_TEXTS.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: REPORT_TEXTS.title(OWNER) });
  await expect(dialog).toBeVisible();
  await fillReport(dialog, 'misleading', DETAILS);
  await expect(dialog.getByText(REPORT_TEXTS.detailsHelp(DETAILS.length))).toBeVisible();
  await expectReadable(page, 'reports-report-dialog');
  await dialog.getByRole('button', { name: REPORT_TEXTS.cancel }).click();
  await expect(dialog).toBeHidden();
});

test('the block confirmation, then the snack bar', async ({ page }) => {
  await logIn(page);
  await openOwnerMenu(page);
  await page.getByRole('menuitem', { name: BLOCK_TEXTS.button }).click();
  const dialog = page.getByRole('dialog', { name: COMMON_TEXTS.confirmTitle });
  await expect(dialog.getByText(BLOCK_TEXTS.confirmTitle(OWNER))).toBeVisible();
  await expectReadable(page, 'reports-block-dialog');
  await dialog.getByRole('button', { name: BLOCK_TEXTS.confirm, exact: true }).click();
  await expect(page.getByText(BLOCK_MESSAGES.blocked(OWNER))).toBeVisible();
  await expect(dialog).toBeHidden();
});

test("the profile's blocked users", async ({ page }) => {
  await logIn(page);
  // Blocking again changes nothing: this test does not depend on the one before.
  await openOwnerLibrary(page);
  await blockFromMenu(page, OWNER);

  await page.goto('/profile');
  const section = page.getByRole('region', { name: BLOCK_TEXTS.listTitle });
  await expect(
    section.getByRole('button', { name: BLOCK_TEXTS.unblockLabel(OWNER) }),
  ).toBeVisible();
  await expectReadable(page, 'reports-profile-blocked');
});
