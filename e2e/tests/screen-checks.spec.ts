import { expect, test, type Page } from '@playwright/test';
import { checkScreen } from '../support/screen-checks';

/**
 * The screens project's checks (support/screen-checks.ts) fail on what a person would see as
 * broken, and pass a page that reads well: each defect once seen on the screens
 * (a page wider than the window, a value one letter a line, too little contrast…) drawn in a few
 * lines of HTML.
 */

test.use({ viewport: { width: 375, height: 812 } });

const show = (page: Page, body: string) =>
  page.setContent(
    `<html lang="es"><head><title>Prueba</title></head><body style="margin:0;font:16px sans-serif"><main>${body}</main></body></html>`,
  );

test('a page that reads well passes', async ({ page }) => {
  await show(
    page,
    `<h1>Buscar cartas</h1><p>Path to Exile, Mystery Booster</p>
     <button style="width:96px;height:36px">Buscar</button>`,
  );
  expect(await checkScreen(page)).toEqual([]);
});

test('a page wider than the window', async ({ page }) => {
  await show(page, '<h1>Buscar</h1><div style="width:414px">Reservas recibidas</div>');
  expect(await checkScreen(page)).toEqual([
    expect.stringMatching(/^the page is 414 px wide in a 375 px window: /),
  ]);
});

test('a table in a box that scrolls sideways', async ({ page }) => {
  await show(
    page,
    `<h1>Ventas</h1><div style="overflow-x:auto;width:300px"><table><tr><td style="min-width:600px">Comprador</td></tr></table></div>`,
  );
  expect(await checkScreen(page)).toEqual([
    expect.stringMatching(/^a table is \d+ px wide in a 300 px box that scrolls sideways$/),
  ]);
});

test('a value one letter a line, and a word cut in two', async ({ page }) => {
  await show(
    page,
    `<h1>Resultados</h1><div style="width:12px;overflow-wrap:anywhere">Double Masters</div>
     <div style="width:60px;overflow-wrap:anywhere">Intercambio</div>`,
  );
  const problems = await checkScreen(page);
  expect(problems).toContain('"Double Masters" wraps onto 13 lines (14 letters)');
  expect(problems).toContainEqual(expect.stringMatching(/^the word "Intercambio" is cut over/));
});

test('a label cut short with an ellipsis', async ({ page }) => {
  await show(
    page,
    `<h1>Resultados</h1><span style="display:inline-block;width:50px;overflow:hidden;text-overflow:ellipsis;white-space:nowrap">Reservado</span>`,
  );
  expect(await checkScreen(page)).toEqual([
    expect.stringMatching(/^"Reservado" is cut short: \d+ px of text in 50 px$/),
  ]);
});

test('a button too small to hit, and one covered by a bar', async ({ page }) => {
  await show(
    page,
    `<h1>Selección</h1>
     <button style="width:16px;height:16px;padding:0" aria-label="Quitar">x</button>
     <button style="width:16px;height:16px;padding:0" aria-label="Agregar">+</button>
     <button style="position:absolute;top:200px;width:120px;height:40px">Ver precio</button>
     <div style="position:absolute;top:190px;width:375px;height:60px;background:#fff">Barra</div>`,
  );
  const problems = await checkScreen(page);
  expect(problems).toContain('<button> "Quitar" is 16 × 16 px, too close to another control');
  expect(problems).toContain('<button> "Ver precio" is covered at its centre by <div> "Barra"');
});

test('text that fails axe: too little contrast', async ({ page }) => {
  await show(page, '<h1>Reservas</h1><p style="color:#bbb;background:#fff">Cancelada</p>');
  expect(await checkScreen(page)).toEqual([expect.stringMatching(/^color-contrast \(serious\)/)]);
});
