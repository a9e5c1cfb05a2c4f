import type { Page } from '@playwright/test';
import { expect, test } from '../support/login-fixture';

/**
 * Every account screen fits a 375 px phone: nothing wider than the viewport
 * (docs/product/quality.md#phones).
 */
const SCREENS = [
  '/register',
  '/login',
  '/forgotpassword',
  '/forgotpassword?token=abc',
  '/resend-validation',
  '/validation',
  '/delete',
];

test.use({ viewport: { width: 375, height: 740 } });

async function expectFits(page: Page, screen: string) {
  await page.goto(screen);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(375);
}

for (const screen of SCREENS) {
  test(`${screen} fits 375 px`, ({ page }) => expectFits(page, screen));
}

test.describe('logged in', () => {
  test.use({ loggedIn: true });

  test('/profile fits 375 px, read-only and editing', async ({ page }) => {
    await expectFits(page, '/profile');
    await page.getByRole('button', { name: 'Editar' }).click();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
  });
});
