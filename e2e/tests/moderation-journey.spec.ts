import {
  ERRORS,
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  MODERATION_TEXTS,
  RESERVATION_DIALOG_TEXTS as RESERVE,
  RESERVATION_SCREEN_TEXTS as T,
  REPORT_MESSAGES,
  REPORT_REASONS,
  REPORT_TEXTS,
} from '@mdc/shared';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { createValidatedAccount, logInByApi, type Person } from '../support/account-factory';
import { botCheckHeaders } from '../support/bot-check';
import { waitForMail } from '../support/mail';
import { fillReport } from '../support/report-dialog';
import { createSaleLibrary } from '../support/sale-library';
import { searchPastedNames } from '../support/search-screen';
import { MODERATOR_ACCOUNT } from '../support/seeded-accounts';
import { scaled } from '../support/time-factor';

/**
 * The trust and moderation journey: a buyer reserves from a seller, then reports him from 'Reservas
 * Realizadas'; a moderator suspends the account from the moderation screen; the buyer's open
 * reservation is cancelled and both are mailed; the seller's cards leave the search, his library's
 * page says it was hidden, and he cannot log in.
 */
test.setTimeout(scaled(120_000));

const CARD = 'Sol Ring';
const DETAILS = 'Me pidió una seña por transferencia antes de encontrarnos.';

/** A pasted list of two (a single pasted line stays in the field as typed text). */
const searchNames = (page: Page) => searchPastedNames(page, [CARD, 'Counterspell']);

async function sessionOf(browser: Browser, person: Person): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    // The search's names are pasted with a real Ctrl+V (support/search-screen.ts).
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await logInByApi(page.request, person);
  return page;
}

test('a buyer reports a seller; a moderator suspends him; the reservation ends, his cards go', async ({
  browser,
  request,
}) => {
  const seller = await createValidatedAccount(request, 'estafador');
  const buyer = await createValidatedAccount(request, 'denunciante');
  const libraryId = await createSaleLibrary(request, seller, 'Ofertas increíbles', [
    // The cheapest of the marketplace: the search shows it among the first offers.
    { name: CARD, price: '0.01' },
  ]);

  // The buyer finds the seller's card, and reserves it from his public library.
  const buyerPage = await sessionOf(browser, buyer);
  await buyerPage.goto('/search');
  await searchNames(buyerPage);
  await expect(buyerPage.getByRole('main')).toContainText(seller.user);
  await buyerPage.goto(`/public/library?libraryId=${libraryId}`);
  await buyerPage.getByRole('checkbox', { name: RESERVE.select(CARD) }).check();
  await buyerPage.getByRole('button', { name: RESERVE.reserve, exact: true }).click();
  await buyerPage
    .getByRole('dialog', { name: RESERVE.title })
    .getByRole('button', { name: RESERVE.confirm })
    .click();
  await expect(buyerPage.getByText(RESERVE.done(1))).toBeVisible();

  // ... and reports him from his reservations, beside the seller's name.
  await buyerPage.goto('/dashboard?tab=my-orders');
  const row = buyerPage.getByRole('row').filter({ hasText: CARD });
  await expect(row).toContainText(seller.email);
  await row.getByRole('button', { name: REPORT_TEXTS.actionsLabel(seller.user) }).click();
  await buyerPage.getByRole('menuitem', { name: REPORT_TEXTS.button, exact: true }).click();
  const report = buyerPage.getByRole('dialog', { name: REPORT_TEXTS.title(seller.user) });
  await fillReport(report, 'fraud', DETAILS);
  await report.getByRole('button', { name: REPORT_TEXTS.send }).click();
  await expect(buyerPage.getByText(REPORT_MESSAGES.received)).toBeVisible();

  // The moderator finds the report, with the reservation, and suspends the account.
  const moderatorPage = await sessionOf(browser, MODERATOR_ACCOUNT);
  await moderatorPage.goto('/moderacion');
  const card = moderatorPage.getByRole('article').filter({ hasText: DETAILS });
  await expect(card).toContainText(seller.user);
  await expect(card).toContainText(REPORT_REASONS.fraud);
  await expect(card).toContainText(buyer.user);
  await card.getByRole('button', { name: MODERATION_ACTIONS.suspend }).click();
  const dialog = moderatorPage.getByRole('dialog', { name: MODERATION_ACTIONS.suspend });
  await dialog
    .getByRole('textbox', { name: MODERATION_TEXTS.reasonLabel })
    .fill('Pide pagos por adelantado: estafa.');
  await dialog.getByRole('button', { name: MODERATION_TEXTS.confirm }).click();
  await expect(moderatorPage.getByText(MODERATION_MESSAGES.done.suspend)).toBeVisible();

  // The buyer's reservation is cancelled, and both are told by e-mail.
  const cancelled = await waitForMail(buyer.email, 'Se cancelaron reservas en Mercado de Cartas');
  expect(cancelled.text).toContain(
    `Se cancelaron tus reservas con ${seller.user} porque un moderador suspendió la cuenta de la otra persona:\n\n• ${CARD}`,
  );
  const suspended = await waitForMail(seller.email, 'Suspendimos tu cuenta en Mercado de Cartas');
  expect(suspended.text).toContain('Motivo: Pide pagos por adelantado: estafa.');
  expect(suspended.text).not.toContain(buyer.user);
  await buyerPage.reload();
  await expect(row).toContainText(T.cancelled);
  await expect(row).not.toContainText(seller.email);

  // His cards leave the search, his library's page says his account is suspended, and he cannot
  // log in.
  await buyerPage.goto('/search');
  await searchNames(buyerPage);
  await expect(buyerPage.getByRole('main')).not.toContainText(seller.user);
  await buyerPage.goto(`/public/library?libraryId=${libraryId}`);
  await expect(buyerPage.getByText(MODERATION_MESSAGES.ownerSuspended)).toBeVisible();
  const login = await request.post('/api/login', {
    headers: await botCheckHeaders(request, 'search'),
    data: { user: seller.user, email: null, password: seller.password, keepSession: false },
  });
  expect(login.status()).toBe(403);
  expect((await login.json()).message).toBe(ERRORS.accountSuspended.message);
});
