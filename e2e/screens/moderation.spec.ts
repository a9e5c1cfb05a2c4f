import {
  APP_NAME,
  COMMON_TEXTS,
  HTTP_HEADERS,
  LIBRARY_TABLE_TEXTS,
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  MODERATION_TEXTS,
  type ModerationAction,
  REPORT_STATUSES,
  SESSION_COOKIES,
  SHELL_LABELS,
} from '@mdc/shared';
import type { APIRequestContext, Page } from '@playwright/test';
import { createValidatedAccount, logInByApi } from '../support/account-factory';
import { createSaleLibrary } from '../support/sale-library';
import { MODERATOR_ACCOUNT } from '../support/seeded-accounts';
import { expect, expectReadable, test } from '../support/screens';
import { scaled } from '../support/time-factor';

/**
 * The moderation screen as the seeded moderator sees it: the demo's open
 * reports, an action's dialog and the history it leaves. The action is on a report this file
 * files itself, about a demo seller, and only dismisses it: hiding a demo library or suspending
 * a demo seller would change what every other spec sees, and the demo's reports stay open for
 * the other width.
 */

test.setTimeout(scaled(120_000));

const REPORTED = 'demo_laplata';

/** A member registered for it reports the demo seller, through the API as the dialog does. */
async function fileReport(api: APIRequestContext, details: string): Promise<void> {
  const reporter = await createValidatedAccount(api, 'denuncia');
  await logInByApi(api, reporter);
  const { cookies } = await api.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === SESSION_COOKIES.xsrf)?.value ?? '';
  const filed = await api.post('/api/report', {
    headers: { [HTTP_HEADERS.xsrf]: xsrf },
    data: { user: REPORTED, reason: 'other', details },
  });
  expect(filed.status(), await filed.text()).toBe(201);
}

async function openModeration(page: Page): Promise<void> {
  await logInByApi(page.request, MODERATOR_ACCOUNT);
  await page.goto('/moderacion');
  await expect(page.getByRole('heading', { level: 1, name: MODERATION_TEXTS.title })).toBeVisible();
}

test('the open reports', async ({ page }) => {
  await openModeration(page);
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: scaled(20_000) });
  await expect(page.getByRole('tab', { name: REPORT_STATUSES.open })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expectReadable(page, 'moderation-open');
});

test('the menu leads there', async ({ page }) => {
  await logInByApi(page.request, MODERATOR_ACCOUNT);
  await page.goto('/search');
  const phone = (page.viewportSize()?.width ?? 0) < 768;
  if (phone) {
    await page.getByRole('button', { name: SHELL_LABELS.openMenu }).click();
    await page.getByRole('link', { name: MODERATION_TEXTS.menuItem }).click();
  } else {
    await page.getByRole('button', { name: SHELL_LABELS.accountMenu }).click();
    await page.getByRole('menuitem', { name: MODERATION_TEXTS.menuItem }).click();
  }
  await expect(page).toHaveURL(/\/moderacion$/);
});

test('an action: its dialog, then the history it leaves', async ({ page, playwright, baseURL }) => {
  const details = `Denuncia de prueba ${Date.now().toString(36)}.`;
  const api = await playwright.request.newContext({ baseURL });
  await fileReport(api, details);
  await api.dispose();

  await openModeration(page);
  const card = page.getByRole('article').filter({ hasText: details });
  await card.getByRole('button', { name: MODERATION_ACTIONS.dismiss }).click();
  const dialog = page.getByRole('dialog', { name: MODERATION_ACTIONS.dismiss });
  await dialog
    .getByRole('textbox', { name: MODERATION_TEXTS.reasonLabel })
    .fill('Es una denuncia de prueba: nada que revisar.');
  await expectReadable(page, 'moderation-action-dialog');

  await dialog.getByRole('button', { name: MODERATION_TEXTS.confirm }).click();
  const message = page.getByText(MODERATION_MESSAGES.done.dismiss);
  await expect(message).toBeVisible();
  await expect(dialog).toBeHidden();
  // The snack bar would cover the history in its screenshot.
  await page.getByRole('button', { name: COMMON_TEXTS.close }).click();
  await expect(message).toBeHidden();
  await expect(card).toHaveCount(0);

  await page.getByRole('tab', { name: REPORT_STATUSES.dismissed }).click();
  const closed = page.getByRole('article').filter({ hasText: details });
  await expect(closed.getByRole('group', { name: MODERATION_TEXTS.history })).toContainText(
    'Es una denuncia de prueba: nada que revisar.',
  );
  await expectReadable(page, 'moderation-history');
});

/** A member's write through `api` (logged in by `logInByApi`), with the CSRF header. */
async function postAs(api: APIRequestContext, url: string, data: unknown) {
  const { cookies } = await api.storageState();
  const xsrf = cookies.find((cookie) => cookie.name === SESSION_COOKIES.xsrf)?.value ?? '';
  const response = await api.post(url, { headers: { [HTTP_HEADERS.xsrf]: xsrf }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

/**
 * A member registered for it reports the library, and the moderator acts on the report, through
 * the API as the screens do; `api` ends logged in as the moderator.
 */
async function reportAndAct(
  api: APIRequestContext,
  libraryId: string,
  action: ModerationAction,
  reason: string,
): Promise<void> {
  const reporter = await createValidatedAccount(api, 'denuncia');
  await logInByApi(api, reporter);
  await postAs(api, '/api/report', { libraryId, reason: 'misleading', details: '' });
  await logInByApi(api, MODERATOR_ACCOUNT);
  const { reports } = (await (await api.get('/api/moderation/reports')).json()) as {
    reports: { id: string; library: { id: string } | null }[];
  };
  const report = reports.find((each) => each.library?.id === libraryId)!;
  await postAs(api, `/api/moderation/reports/${report.id}/actions`, { action, reason });
}

test('the owner of a library a moderator hid sees it marked', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A seller of its own (hiding a demo library would change what other specs see), reported
  // by a member and hidden by the moderator, through the API as the screens do.
  const api = await playwright.request.newContext({ baseURL });
  const seller = await createValidatedAccount(api, 'oculta');
  const libraryId = await createSaleLibrary(api, seller, 'Ofertas dudosas', [
    { name: 'Counterspell', price: '2.00' },
  ]);
  await reportAndAct(api, libraryId, 'hideLibrary', 'Fotos de otra carta.');
  await api.dispose();

  await logInByApi(page.request, seller);
  await page.goto('/dashboard?tab=librarys');
  await expect(page.getByText(LIBRARY_TABLE_TEXTS.hiddenByModeration)).toBeVisible();
  await expectReadable(page, 'moderation-owner-hidden-library');
});

test('a member suspended with a page open is told why; his library says his account is', async ({
  page,
  playwright,
  baseURL,
}) => {
  // A seller of its own, as above: suspending a demo seller would change what other specs see.
  const api = await playwright.request.newContext({ baseURL });
  const seller = await createValidatedAccount(api, 'suspendida');
  const libraryId = await createSaleLibrary(api, seller, 'Ofertas', [
    { name: 'Counterspell', price: '2.00' },
  ]);
  await logInByApi(page.request, seller);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: scaled(20_000) });

  await reportAndAct(api, libraryId, 'suspend', 'Estafa confirmada.');
  await api.dispose();

  // The open page's next request (the search's recommendations) is refused, saying why.
  await page.getByRole('banner').getByRole('link', { name: APP_NAME }).click();
  const dialog = page.getByRole('dialog', { name: MODERATION_MESSAGES.sessionSuspendedTitle });
  await expect(dialog).toContainText(MODERATION_MESSAGES.suspendedLogin);
  await expectReadable(page, 'suspended-member-dialog');
  await dialog.getByRole('button', { name: MODERATION_MESSAGES.sessionSuspendedClose }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('banner').getByRole('link', { name: SHELL_LABELS.login }),
  ).toBeVisible();

  await page.goto(`/public/library?libraryId=${libraryId}`);
  await expect(page.getByText(MODERATION_MESSAGES.ownerSuspended)).toBeVisible();
  await expectReadable(page, 'suspended-owner-library');
});
