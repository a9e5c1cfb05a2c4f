import { expect, type Page } from '@playwright/test';
import type { Person } from './account-factory';

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

/**
 * Fills the registration form (open already) with `person`, field by field in the screen's
 * order, living in `city` of Córdoba, and sends it.
 */
export async function fillAndSendRegistration(
  page: Page,
  person: Person,
  city: string,
): Promise<void> {
  await page.getByLabel('Usuario').fill(person.user);
  await page.getByLabel('Nombre').fill(person.firstName);
  await page.getByLabel('Apellido').fill(person.lastName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Teléfono').fill(person.phoneNumber);
  await page.getByLabel('Provincia').selectOption({ label: 'Córdoba' });
  await page.getByLabel('Ciudad').selectOption({ label: city });
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(person.password);
  await page.getByLabel('Confirmar Contraseña').fill(person.password);
  await page.getByRole('button', { name: 'Registrar' }).click();
}
