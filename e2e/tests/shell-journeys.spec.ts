import { expect, test } from '../support/login-fixture';
import { PHONE_VIEWPORT, topBar } from '../support/shell';

/**
 * Journeys of the shell that used to dead-end: the dashboard's tab, logout
 * on a guarded page, /register when logged in, the way to account deletion, the login button's
 * margin at 375 px and the logo's focus ring.
 */

test.describe('logged in', () => {
  test.use({ loggedIn: true });

  test("the settings menu leads to 'Eliminar mi cuenta'", async ({ page }) => {
    await page.goto('/search');
    await topBar(page).getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Eliminar mi cuenta' }).click();
    await expect(page).toHaveURL(/\/delete$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Eliminar mi cuenta');
  });

  test('/dashboard?tab= opens that section, and choosing one writes it back', async ({ page }) => {
    await page.goto('/dashboard?tab=my-orders');
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Reservas Realizadas');
    await page.getByRole('tab', { name: 'Compra' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=librarys-buying$/);
    await page.reload();
    await expect(page.getByRole('tab', { selected: true })).toHaveText('Compra');
  });

  test('logging out on a guarded page does not keep it for the next login', async ({ page }) => {
    await page.goto('/dashboard?tab=sales');
    await topBar(page).getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBeNull();
  });

  test('/register sends a logged-in user to /search', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveURL(/\/search$/);
  });
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('the login button keeps the bar margin from the right edge', async ({ page }) => {
    await page.goto('/search');
    const box = await topBar(page).getByRole('link', { name: 'Iniciar sesión' }).boundingBox();
    expect(box).not.toBeNull();
    expect(375 - (box!.x + box!.width)).toBeGreaterThanOrEqual(16);
    // …and the name beside the logo is still whole, not cut to 'Mercado de Ca…'.
    const name = topBar(page).getByText('Mercado de Cartas', { exact: true });
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });
});

/** WCAG relative luminance of a computed 'rgb(r, g, b)' colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
    const channel = Number(part) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

test('the logo shows a focus ring that stands out on the dark bar', async ({ page }) => {
  await page.goto('/faq');
  const logo = topBar(page).getByRole('link', { name: 'Mercado de Cartas' });
  for (let i = 0; i < 5 && !(await logo.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(logo).toBeFocused();
  const ring = await logo.evaluate((el) => {
    const style = getComputedStyle(el);
    const bar = getComputedStyle(el.closest('header')!);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      color: style.outlineColor,
      bar: bar.backgroundColor,
    };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
  const [light, dark] = [luminance(ring.color), luminance(ring.bar)].sort((a, b) => b - a);
  // WCAG 1.4.11: a focus indicator needs 3:1 against what is next to it.
  expect((light! + 0.05) / (dark! + 0.05)).toBeGreaterThanOrEqual(3);
});
