import { REPORT_REASONS, REPORT_TEXTS, RESERVATION_SCREEN_TEXTS as T } from '@mdc/shared';
import { fillReport } from '../support/report-dialog';
import { expect, expectReadable, settle, test } from '../support/screens';
import { scaled } from '../support/time-factor';

/**
 * Both sides of the demo reservations (demo_palermo reserved from demo_laplata and received
 * reservations from demo_riocuarto, one in each state), and their dialogs.
 */

test.use({ account: 'demo_palermo' });

for (const [tab, side] of [
  ['sales', 'seller'],
  ['my-orders', 'buyer'],
] as const) {
  test(`Mi panel › ${side === 'seller' ? T.sellerTitle : T.buyerTitle}`, async ({ page }) => {
    await page.goto(`/dashboard?tab=${tab}`);
    await expect(page.getByPlaceholder(T.search).or(page.getByLabel(T.search)).first()).toBeVisible(
      {
        timeout: scaled(20_000),
      },
    );
    await expectReadable(page, `reservations-${side}`);
    await page.getByRole('checkbox', { name: T.showSold }).check();
    await expectReadable(page, `reservations-${side}-with-sold`);
  });
}

test('the confirm-delivery and cancel dialogs', async ({ page }) => {
  await page.goto('/dashboard?tab=sales');
  await settle(page);
  await page
    .getByRole('button', { name: /^Confirmar entrega de / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectReadable(page, 'reservations-confirm-delivery-dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page
    .getByRole('button', { name: /^Cancelar la reserva de / })
    .first()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectReadable(page, 'reservations-cancel-dialog');
});

for (const [route, name] of [
  ['/myOrders', 'my-orders-page'],
  ['/sales', 'sales-page'],
  ['/cardProducts', 'card-products-page'],
] as const) {
  test(`the route ${route}`, async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: scaled(20_000) });
    await expectReadable(page, `seller-${name}`);
  });
}

// The table under the breakpoint turns into cards, which unmount the row's ⋮ menu: the report
// dialog, above both layouts, keeps its text. 1280 → 375 on the desktop
// project, 375 → 1280 on the phone's. Nothing is sent: the moderation screens show the demo's
// reports only.
test('the report dialog keeps its text across the phone/desktop breakpoint', async ({ page }) => {
  const phone = page.viewportSize()!.width < 600;
  await page.goto('/dashboard?tab=sales');
  await page
    .getByRole('button', { name: REPORT_TEXTS.actionsLabel('demo_riocuarto') })
    .first()
    .click({ timeout: scaled(20_000) });
  await page.getByRole('menuitem', { name: REPORT_TEXTS.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: REPORT_TEXTS.title('demo_riocuarto') });
  const details = 'Reservó tres veces y nunca vino a buscar las cartas.';
  await fillReport(dialog, 'noShow', details);
  await expect(page.locator('main table')).toHaveCount(phone ? 0 : 1);

  await page.setViewportSize(phone ? { width: 1280, height: 800 } : { width: 375, height: 812 });
  await expect(page.locator('main table')).toHaveCount(phone ? 1 : 0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('radio', { name: REPORT_REASONS.noShow })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: REPORT_TEXTS.detailsLabel })).toHaveValue(
    details,
  );
  await dialog.getByRole('button', { name: REPORT_TEXTS.cancel }).click();
  await expect(dialog).toBeHidden();
});
