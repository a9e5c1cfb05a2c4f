import { APP_NAME } from '@mdc/shared';
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expect, test } from '../support/login-fixture';
import { PHONE_VIEWPORT, topBar } from '../support/shell';

/**
 * The shell of docs/product/screens.md (#shell, #route-map, #login-guard): top bar, mobile menu,
 * footer, redirects, the login guard, the app-download banner and the page-view event.
 */

// A cold load painted nothing until the first page's JavaScript had arrived and
// run. The document itself now draws the top bar; without any JavaScript it is what shows.
test('the first paint comes with the document, before the JavaScript', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route('**/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.locator('#root')).toContainText(APP_NAME);
  await expect
    .poll(() => page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length))
    .toBe(1);
  await context.close();
});

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
  test.use({ loggedIn: true });

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
  test.use({ viewport: PHONE_VIEWPORT });

  test('a guest sees the logo and the login button, and nothing overflows', async ({ page }) => {
    await page.goto('/search');
    await expect(topBar(page).getByRole('link', { name: 'Mercado de Cartas' })).toBeVisible();
    await expect(topBar(page).getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
  });

  test.describe('logged in', () => {
    test.use({ loggedIn: true });

    test('the member links move into the menu behind the hamburger', async ({ page }) => {
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

    test('the menu can be used with the keyboard and closed with Escape', async ({ page }) => {
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

  test.describe('logged in', () => {
    test.use({ loggedIn: true });

    test('each navigation sends one page view, without the query string', async ({ page }) => {
      const first = pageView(page);
      await page.goto('/search');
      expect((await first).postDataJSON()).toEqual({ type: 'page_view', path: '/search' });

      const second = pageView(page);
      await topBar(page).getByRole('link', { name: 'Bibliotecas' }).click();
      expect((await second).postDataJSON()).toEqual({ type: 'page_view', path: '/dashboard' });
    });
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
