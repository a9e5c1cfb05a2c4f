import { ACCOUNT_MESSAGES, ERRORS } from '@mdc/shared';
import { expect, test } from '@playwright/test';
import {
  createValidatedAccount,
  newPerson,
  registerAccount,
  validateAccount,
} from '../support/account-factory';
import {
  acceptTermsModal,
  fillAndSendRegistration,
  logInThroughScreen,
  openAccountMenuItem,
} from '../support/account-screens';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { linkTo, waitForMail } from '../support/mail';
import { OUTDATED_TERMS_ACCOUNT } from '../support/seeded-accounts';
import { scaled } from '../support/time-factor';

/**
 * The accounts screens as people use them (docs/product/accounts-and-sessions.md): registration
 * with the georef lists, the mailed validation link, login, the terms modal, profile, logout.
 */

test('a new user registers, validates the e-mail, logs in, edits the profile and logs out', async ({
  page,
}) => {
  // The longest path of the suite: two timed redirects, a mail round trip, axe on every screen.
  test.slow();
  const person = newPerson('nueva');
  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Registro de Usuario' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The only country comes chosen, and its provinces are already there.
  await expect(page.getByLabel('País')).toHaveValue('Argentina');
  await fillAndSendRegistration(page, person, 'Punilla');

  await expectNoSeriousA11yViolations(page);
  await acceptTermsModal(page);
  await expect(page.getByText(ACCOUNT_MESSAGES.registerSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  const validationLink = linkTo(await waitForMail(person.email), '/validation');
  await page.goto(validationLink);
  await expect(page.getByText(ACCOUNT_MESSAGES.validationSuccess)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page).toHaveURL(/\/login$/, { timeout: scaled(6_000) });

  // The same link opened again is no dead end: the account is validated, log in.
  await page.goto(validationLink);
  await expect(page.getByText(ACCOUNT_MESSAGES.alreadyValidated)).toBeVisible();
  await expect(page.getByText(ACCOUNT_MESSAGES.validationFailure)).toBeHidden();
  await page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await expectNoSeriousA11yViolations(page);
  await page.getByPlaceholder('usuario o email').fill(person.user);
  await page.getByLabel('Contraseña').fill(person.password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/search$/);
  // Registration recorded the consent: no terms modal for this user.
  await expect(page.getByRole('dialog')).toBeHidden();

  await openAccountMenuItem(page, 'Perfil');
  await expect(page.getByRole('heading', { name: 'Perfil de Usuario' })).toBeVisible();
  await expect(page.getByLabel('Ciudad')).toHaveValue('Punilla');
  await expect(page.getByLabel('Teléfono')).not.toBeEditable();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Teléfono').fill('351 444 0000');
  await page.getByLabel('Ciudad').selectOption({ label: 'Capital' });
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByRole('button', { name: 'Editar' })).toBeVisible();
  await expect(page.getByLabel('Teléfono')).not.toBeEditable();
  await page.reload();
  await expect(page.getByLabel('Teléfono')).toHaveValue('351 444 0000');
  await expect(page.getByLabel('Ciudad')).toHaveValue('Capital');

  await openAccountMenuItem(page, 'Cerrar sesión');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByPlaceholder('usuario o email')).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('auth_token');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/search$/);
});

test('a changed e-mail waits for its own validation', async ({ page }) => {
  const person = await createValidatedAccount(page.request, 'cambia');
  const newEmail = `nuevo.${person.email}`;
  await logInThroughScreen(page, person.email, person.password);
  await expect(page).toHaveURL(/\/search$/);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Editar' }).click();
  await page.getByLabel('Email').fill(newEmail);
  await page.getByRole('button', { name: 'Guardar Cambios' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.emailChangePending(newEmail))).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(person.email);
  expect(linkTo(await waitForMail(newEmail), '/validation')).toContain('id=');
});

test('a user who accepted older terms must accept the current ones after login', async ({
  page,
}) => {
  await logInThroughScreen(page, OUTDATED_TERMS_ACCOUNT.email, OUTDATED_TERMS_ACCOUNT.password);
  await expect(page).toHaveURL(/\/search$/);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Aceptar' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await acceptTermsModal(page);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(dialog).toBeHidden();
});

test('an unvalidated user is refused with SEC-002 and can ask for the mail again', async ({
  page,
}) => {
  const person = newPerson('sinvalidar');
  await registerAccount(page.request, person);
  await waitForMail(person.email);

  await logInThroughScreen(page, person.email, person.password);
  await expect(page.getByText(ERRORS.emailNotValidated.message)).toBeVisible();
  await page.getByRole('link', { name: ACCOUNT_MESSAGES.resendValidationLink }).click();
  await expect(page).toHaveURL(/\/resend-validation$/);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(person.email);
  await page.getByRole('button', { name: 'Reenviar correo' }).click();
  await expect(page.getByText(ACCOUNT_MESSAGES.resendSuccess)).toBeVisible();

  await validateAccount(page.request, person.email);
  await logInThroughScreen(page, person.email, person.password);
  await expect(page).toHaveURL(/\/search$/);
});

test('login returns to the page the guard kept in redirectAfterLogin', async ({ page }) => {
  const person = await createValidatedAccount(page.request, 'vuelve');
  await page.goto('/delete');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/search$/);
  await logInThroughScreen(page, person.user, person.password);
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByLabel('Usuario', { exact: true })).toHaveValue(person.user);
});

test('a validation link without a token says so', async ({ page }) => {
  await page.goto('/validation');
  await expect(page.getByText(ACCOUNT_MESSAGES.validationMissingId)).toBeVisible();
  await page.goto('/validation?id=no-existe');
  await expect(page.getByText(ACCOUNT_MESSAGES.validationFailure)).toBeVisible();
});
