import { SHELL_ROUTES, STATIC_PAGES } from '@mdc/shared';
import { TERMS_SECTION_HEADINGS } from '@mdc/shared/testing';
import { expect, test } from '../support/login-fixture';
import { expectNoSeriousA11yViolations } from '../support/axe';

/**
 * The static pages (docs/product/screens.md#static-pages): one h1 each, readable on a phone; the
 * privacy policy also at the earlier product's address.
 */
const PAGES = ['contact', 'disclaimer', 'faq', 'privacy', 'terms'] as const;
const staticPages = [
  { path: '/privacy-policy', heading: STATIC_PAGES.privacy.title },
  ...PAGES.map((page) => ({ path: SHELL_ROUTES[page], heading: STATIC_PAGES[page].title })),
];

for (const { path, heading } of staticPages) {
  test(`${path} shows '${heading}' with a title and no serious accessibility violations`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page).toHaveTitle(`${heading} | Mercado de Cartas`);
    await expectNoSeriousA11yViolations(page);
  });
}

test.describe('at 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const { path, heading } of staticPages) {
    test(`${path} fits the screen`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(pageWidth).toBeLessThanOrEqual(375);
    });
  }
});

test('the terms have the 7 sections and say the product is an intermediary without commission', async ({
  page,
}) => {
  await page.goto('/terms-and-conditions');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(TERMS_SECTION_HEADINGS);
  await expect(
    main.getByText('No cobramos comisiones: no nos quedamos con ningún porcentaje'),
  ).toBeVisible();
  await expect(main.getByText('incluso sin previo aviso')).toBeVisible();
  await expect(main.getByText('se rigen por las leyes de la República Argentina')).toBeVisible();
});

test('the privacy policy names the law, the data kept and who sees phone and e-mail', async ({
  page,
}) => {
  await page.goto('/privacidad');
  const main = page.getByRole('main');
  await expect(main.getByText('Ley 25.326 de Protección de Datos Personales')).toBeVisible();
  await expect(
    main.getByText(
      'Tu nombre, tu teléfono y tu email solo se muestran a la otra parte de una reserva',
    ),
  ).toBeVisible();
  await expect(main.getByText('Agencia de Acceso a la Información Pública (AAIP)')).toBeVisible();
  await expect(main.getByText('en un plazo de hasta 15 días')).toBeVisible();
});

test('the contact page gives the e-mail address and the feedback form', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'contacto@mercadodecartas.com.ar' })).toHaveAttribute(
    'href',
    'mailto:contacto@mercadodecartas.com.ar',
  );
  await expect(main.getByText('normalmente dentro de las 48 horas hábiles')).toBeVisible();
  await expect(main.getByRole('link', { name: 'formulario de opiniones' })).toHaveAttribute(
    'href',
    'https://forms.gle/mercadodecartas-opiniones',
  );
});

test('the FAQ answers the questions people ask', async ({ page }) => {
  await page.goto('/faq');
  const questions = page.getByRole('main').getByRole('heading', { level: 2 });
  await expect(questions).toContainText([
    '¿Cuánto cuesta? ¿Cobran comisión?',
    '¿Cómo reservo una carta?',
    '¿Cómo me contacto con la otra persona? ¿Quién ve mi teléfono y mi email?',
    '¿Puedo cargar muchas cartas de una vez, desde Moxfield, Dragon Shield o ManaBox?',
    '¿De dónde salen los precios de referencia?',
    '¿Cómo elimino mi cuenta?',
  ]);
  expect(await questions.count()).toBeGreaterThanOrEqual(10);
});
