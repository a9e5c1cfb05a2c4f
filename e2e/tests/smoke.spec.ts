import { expect, test } from '../support/login-fixture';

test('the home page renders with the top bar and the footer', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Buscar cartas' })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('2025.08.24.1');
});
