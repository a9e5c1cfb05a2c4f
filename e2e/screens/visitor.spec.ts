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
