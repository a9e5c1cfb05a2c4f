import { RESERVATION_SCREEN_TEXTS as T } from '@mdc/shared';
import { expect, expectReadable, test } from '../support/screens';

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
        timeout: 20_000,
      },
    );
    await expectReadable(page, `reservations-${side}`);
    await page.getByRole('checkbox', { name: T.showSold }).check();
    await expectReadable(page, `reservations-${side}-with-sold`);
  });
}

test('the confirm-delivery and cancel dialogs', async ({ page }) => {
  await page.goto('/dashboard?tab=sales');
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
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    await expectReadable(page, `seller-${name}`);
  });
}
