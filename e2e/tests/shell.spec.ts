import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * The shell of accounts-session-shell.md §1–§2: top bar, mobile menu, footer, redirects, the
 * login guard, the app-download banner and the page-view event.
 */

/**
 * Looks logged in to the browser: the readable session cookies, as after a login. No server-side
 * session stands behind them, so the consent check is answered as for a user who accepted the
 * terms (otherwise the terms modal would rightly cover the page).
 */
async function appearLoggedIn(context: BrowserContext): Promise<void> {
  const url = process.env.E2E_BASE_URL;
  await context.addCookies([
    { name: 'sessionExpiration', value: String(Date.now() + 60 * 60 * 1000), url },
    { name: 'user_email', value: 'ana@example.com', url },
  ]);
  await context.route('**/api/user/*/consent', (route) =>
    route.fulfill({ json: { tycAccepted: true } }),
  );
}

const topBar = (page: Page) => page.getByRole('banner');

test.describe('top bar, logged out', () => {
  test('the logo leads to the search page', async ({ page }) => {
    await page.goto('/faq');
    await topBar(page).getByRole('link', { name: 'Mercado de Cartas' }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("'Iniciar sesión' leads to the login page; the member links are not shown", async ({
    page,
  }) => {
    await page.goto('/search');
    for (const name of ['Buscar', 'Bibliotecas', 'Reservas']) {
      await expect(topBar(page).getByRole('link', { name, exact: true })).toHaveCount(0);
    }
    await expect(topBar(page).getByRole('button', { name: 'Menú de la cuenta' })).toHaveCount(0);

    await topBar(page).getByRole('link', { name: 'Iniciar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
  });
});

test.describe('top bar, logged in', () => {
  test.beforeEach(async ({ context }) => {
    await appearLoggedIn(context);
  });

  test("'Buscar', 'Bibliotecas' and 'Reservas' lead to their pages", async ({ page }) => {
    await page.goto('/faq');
    await expect(topBar(page).getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);

    await topBar(page).getByRole('link', { name: 'Bibliotecas' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=librarys$/);

    await topBar(page).getByRole('link', { name: 'Reservas' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=my-orders$/);

    await topBar(page).getByRole('link', { name: 'Buscar', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test("the settings menu opens 'Perfil'", async ({ page }) => {
    await page.goto('/search');
    await topBar(page).getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Perfil' }).click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfil de Usuario');
  });

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

  test("'Cerrar sesión' ends the session and lands on the login page", async ({ page }) => {
    await page.goto('/search');
    await topBar(page).getByRole('button', { name: 'Menú de la cuenta' }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Iniciar sesión');
    await expect(topBar(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/search$/);
  });
});

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a guest sees the logo and the login button, and nothing overflows', async ({ page }) => {
    await page.goto('/search');
    await expect(topBar(page).getByRole('link', { name: 'Mercado de Cartas' })).toBeVisible();
    await expect(topBar(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });

  test('the login button keeps the bar margin from the right edge', async ({ page }) => {
    await page.goto('/search');
    const box = await topBar(page).getByRole('link', { name: 'Iniciar sesión' }).boundingBox();
    expect(box).not.toBeNull();
    expect(375 - (box!.x + box!.width)).toBeGreaterThanOrEqual(16);
    // …and the name beside the logo is still whole, not cut to 'Mercado de Ca…'.
    const name = topBar(page).getByText('Mercado de Cartas', { exact: true });
    expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
  });

  test('the member links move into the menu behind the hamburger', async ({ page, context }) => {
    await appearLoggedIn(context);
    await page.goto('/faq');
    await expect(topBar(page).getByRole('link', { name: 'Bibliotecas' })).toBeHidden();
    await expect(topBar(page).getByRole('button', { name: 'Menú de la cuenta' })).toBeHidden();

    await topBar(page).getByRole('button', { name: 'Abrir menú' }).click();
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    for (const name of ['Buscar', 'Bibliotecas', 'Reservas', 'Perfil']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(menu.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();

    await menu.getByRole('link', { name: 'Reservas' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=my-orders$/);
    await expect(menu).toBeHidden();

    await topBar(page).getByRole('button', { name: 'Abrir menú' }).click();
    await menu.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the menu can be used with the keyboard and closed with Escape', async ({
    page,
    context,
  }) => {
    await appearLoggedIn(context);
    await page.goto('/faq');
    await topBar(page).getByRole('button', { name: 'Abrir menú' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(topBar(page).getByRole('button', { name: 'Abrir menú' })).toBeFocused();
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

test.describe('footer', () => {
  test('shows the social, feedback, donation and legal links and the version', async ({ page }) => {
    await page.goto('/search');
    const footer = page.getByRole('contentinfo');
    const external = {
      Instagram: 'https://www.instagram.com/mercadodecartas.ar',
      Facebook: 'https://www.facebook.com/mercadodecartas.ar',
      'Comunidad de WhatsApp': 'https://chat.whatsapp.com/mercadodecartas',
      Discord: 'https://discord.gg/mercadodecartas',
      'Dejanos tu opinión': 'https://forms.gle/mercadodecartas-opiniones',
      'Invitanos un cafecito': 'https://cafecito.app/mercadodecartas',
    };
    for (const [name, href] of Object.entries(external)) {
      const link = footer.getByRole('link', { name });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await expect(footer.getByText('Versión 2025.08.24.1')).toBeVisible();
  });

  test('the legal links lead to their pages; the privacy policy opens in a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/search');
    const footer = page.getByRole('contentinfo');
    const pages = {
      'Términos y condiciones': '/terms-and-conditions',
      'Aviso legal': '/disclaimer',
      'Preguntas frecuentes': '/faq',
      Contacto: '/contact',
    };
    for (const [name, path] of Object.entries(pages)) {
      await footer.getByRole('link', { name }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    }

    const [privacyTab] = await Promise.all([
      context.waitForEvent('page'),
      footer.getByRole('link', { name: 'Política de privacidad' }).click(),
    ]);
    await expect(privacyTab).toHaveURL(/\/privacidad$/);
    await expect(privacyTab.getByRole('heading', { level: 1 })).toHaveText(
      'Política de privacidad',
    );
  });
});

test.describe('routes', () => {
  test('the empty path goes to /search', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/search$/);
  });

  test('an unknown path goes to /search', async ({ page }) => {
    await page.goto('/no-existe/para-nada');
    await expect(page).toHaveURL(/\/search$/);
  });

  test('a guest opening a guarded page lands on /search and the page is kept for later', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/search$/);
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe(
      '/dashboard',
    );
  });

  test('each page sets its own title and description', async ({ page }) => {
    await page.goto('/faq');
    await expect(page).toHaveTitle('Preguntas frecuentes | Mercado de Cartas');
    await expect(page.locator('meta[name="description"]').last()).toHaveAttribute(
      'content',
      'Cómo funcionan las reservas, las bibliotecas, la importación de mazos y los precios de referencia en Mercado de Cartas.',
    );
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contacto' }).click();
    await expect(page).toHaveTitle('Contacto | Mercado de Cartas');
  });
});

test.describe('app-download banner', () => {
  test('shows on the home screen only, and stays closed after a reload', async ({ page }) => {
    const banner = page.getByRole('region', { name: 'Llevá Mercado de Cartas en tu celular' });
    await page.goto('/faq');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Preguntas frecuentes');
    await expect(banner).toHaveCount(0);

    await page.goto('/search');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: 'Descargar la app' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await banner.getByRole('button', { name: 'Cerrar aviso de la app' }).click();
    await expect(banner).toHaveCount(0);

    await page.reload();
    await expect(topBar(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
});

test.describe('analytics', () => {
  const pageView = (page: Page) =>
    page.waitForRequest(
      (request) => request.method() === 'POST' && request.url().endsWith('/api/events'),
    );

  test('each navigation sends one page view, without the query string', async ({
    page,
    context,
  }) => {
    await appearLoggedIn(context);
    const first = pageView(page);
    await page.goto('/search');
    expect((await first).postDataJSON()).toEqual({ type: 'page_view', path: '/search' });

    const second = pageView(page);
    await topBar(page).getByRole('link', { name: 'Bibliotecas' }).click();
    expect((await second).postDataJSON()).toEqual({ type: 'page_view', path: '/dashboard' });
  });

  test('a redirect counts only where the user lands', async ({ page }) => {
    const paths: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/events')) {
        paths.push((request.postDataJSON() as { path: string }).path);
      }
    });
    const landed = pageView(page);
    await page.goto('/');
    await landed;
    expect(paths).toEqual(['/search']);
  });
});

test('the home page has no serious accessibility violations', async ({ page }) => {
  await page.goto('/search');
  await expect(
    page.getByRole('region', { name: 'Llevá Mercado de Cartas en tu celular' }),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
