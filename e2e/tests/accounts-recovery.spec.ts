import { ACCOUNT_MESSAGES, ERRORS } from '@mdc/shared';
import { expect, test } from '@playwright/test';
import { createValidatedAccount, logInByApi } from '../support/account-factory';
import { logInThroughScreen } from '../support/account-screens';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { linkTo, waitForMail } from '../support/mail';

/**
 * Forgotten password and account deletion (docs/product/accounts-and-sessions.md#password-recovery,
 * #account-deletion).
 */

test('a forgotten password is replaced through the mailed link', async ({ page }) => {
  const person = await createValidatedAccount(page.request, 'olvido');
  await page.goto('/login');
  await page.getByRole('link', { name: 'Olvidé mi contraseña' }).click();
  // Both screens' accessibility is checked by the screens project (screens/visitor.spec.ts):
  // this journey, three full requests and a mail long, spends its time on the journey only.
  await expect(page.getByRole('heading', { name: 'Recuperación de contraseña' })).toBeVisible();
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.forgotSent)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(linkTo(await waitForMail(person.email), '/forgotpassword'));
  await expect(page.getByRole('heading', { name: 'Crear nueva contraseña' })).toBeVisible();
  await page.getByLabel('Nueva contraseña').fill('otra-clave-2');
  await page.getByLabel('Confirmar contraseña').fill('otra-clave-2');
  await page.getByRole('button', { name: 'Guardar nueva contraseña' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.resetSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await logInThroughScreen(page, person.user, person.password);
  await expect(page.getByText(ERRORS.invalidCredentials.message)).toBeVisible();
  await logInThroughScreen(page, person.user, 'otra-clave-2');
  await expect(page).toHaveURL(/\/search$/);
});

test('a deleted account is logged out and can no longer log in', async ({ page }) => {
  const person = await createValidatedAccount(page.request, 'baja');
  await logInByApi(page.request, person);
  await page.goto('/delete');
  await expect(page.getByRole('heading', { name: 'Eliminar mi cuenta' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const submit = page.getByRole('button', { name: 'Eliminar cuenta' });
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Contraseña').fill(person.password);
  await expect(submit).toBeDisabled();
  await page.getByLabel(ACCOUNT_MESSAGES.deleteConfirmLabel).check();
  await submit.click();

  await expect(page.getByText(ACCOUNT_MESSAGES.deleteSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' }),
  ).toBeVisible();

  await logInThroughScreen(page, person.email, person.password);
  await expect(page.getByText(ERRORS.invalidCredentials.message)).toBeVisible();
});
