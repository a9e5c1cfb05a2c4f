import { expect, type Page } from '@playwright/test';

/** What a person does on the account screens, in the words the screens show. */

export async function logInThroughScreen(
  page: Page,
  identifier: string,
  password: string,
): Promise<void> {
  await page.goto('/login');
  await page.getByPlaceholder('usuario o email').fill(identifier);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

/** Ticks the box of the terms modal and accepts; the modal must then go away. */
export async function acceptTermsModal(page: Page): Promise<void> {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Aceptar' }).click();
  await expect(dialog).toBeHidden();
}

export async function openAccountMenuItem(page: Page, item: 'Perfil' | 'Cerrar sesión') {
  await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
  await page.getByRole('menuitem', { name: item }).click();
}
