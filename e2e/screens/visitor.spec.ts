import { INTERNAL_ERROR, supportCodeText } from '@mdc/shared';
import { demoLibrary } from '../support/demo-marketplace';
import { expect, expectReadable, test } from '../support/screens';

/** What a visitor without an account can open: landing, account screens, static pages. */

const PAGES: [name: string, url: string][] = [
  ['login', '/login'],
  ['register', '/register'],
  ['forgot-password', '/forgotpassword'],
  ['new-password', '/forgotpassword?token=abc'],
  ['resend-validation', '/resend-validation'],
  ['validation-without-token', '/validation'],
  ['delete-account', '/delete'],
  ['contact', '/contact'],
  ['disclaimer', '/disclaimer'],
  ['faq', '/faq'],
  ['privacy-policy', '/privacy-policy'],
  ['terms', '/terms-and-conditions'],
];

for (const [name, url] of PAGES) {
  test(`${name} (${url})`, async ({ page }) => {
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectReadable(page, `visitor-${name}`);
  });
}

test('the landing search screen', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Búsquedas rápidas' })).toBeVisible();
  await expectReadable(page, 'visitor-search');
});

test('a member page, opened by a visitor', async ({ page }) => {
  await page.goto('/dashboard?tab=sales');
  await expect(
    page.getByRole('heading', { name: 'Iniciá sesión para ver esa página' }),
  ).toBeVisible();
  await expectReadable(page, 'visitor-login-required');
});

test("a seller's public library", async ({ page }) => {
  const library = demoLibrary('demo_rosario', 'Mazo de Commander');
  await page.goto(`/public/library?libraryId=${library.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Mazo de Commander');
  await expectReadable(page, 'visitor-public-library');
});

test('an unexpected error, with the support code to quote', async ({ page }) => {
  const requestId = '3f2a9c1e-7b4d-4e2a-9f10-5c8d2b6e4a71';
  // The server's 500 as it answers one (errors.ts), for the login the visitor sends.
  await page.route('**/api/login', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({
        code: INTERNAL_ERROR.code,
        message: INTERNAL_ERROR.message,
        requestId,
      }),
    }),
  );
  try {
    await page.goto('/login');
    await page.getByLabel('Usuario o email').fill('demo_palermo');
    await page.getByLabel('Contraseña').fill('demo-cartas-1');
    await page.getByRole('button', { name: 'Iniciar sesión' }).last().click();
    await expect(page.getByRole('alert')).toContainText(supportCodeText(requestId));
    await expectReadable(page, 'visitor-unexpected-error');
  } finally {
    // The tab serves the worker's next tests (shared-page.ts).
    await page.unrouteAll();
  }
});
