import { BELL_TEXTS, DASHBOARD_TABS } from '@mdc/shared';
import { OUTDATED_TERMS_VIEWER } from '../support/seeded-accounts';
import { expect, expectReadable, NEW_MEMBER, test } from '../support/screens';

/** A member who has no library and no reservation yet: every section's first-time view. */

test.use({ account: NEW_MEMBER });

for (const { value, label } of DASHBOARD_TABS) {
  test(`Mi panel › ${label}, empty`, async ({ page }) => {
    await page.goto(`/dashboard?tab=${value}`);
    await expect(page.getByRole('tabpanel', { name: label })).toBeVisible();
    await expectReadable(page, `member-dashboard-${value}`);
  });
}

test('the search screen of a member', async ({ page }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Búsquedas rápidas' })).toBeVisible();
  await expectReadable(page, 'member-search');
});

test('profile, read-only and editing', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Perfil de Usuario' })).toBeVisible();
  await expectReadable(page, 'member-profile');
  await page.getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('button', { name: 'Guardar Cambios' })).toBeVisible();
  await expectReadable(page, 'member-profile-editing');
});

test('the account menu and, on a phone, the navigation menu', async ({ page, isMobile }) => {
  await page.goto('/search');
  await expect(page.getByRole('heading', { name: 'Búsquedas rápidas' })).toBeVisible();
  if (isMobile) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
    await expectReadable(page, 'member-mobile-menu');
  } else {
    await page.getByRole('button', { name: 'Menú de la cuenta' }).click();
    await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
    await expectReadable(page, 'member-account-menu');
  }
});

test('the bell, empty', async ({ page }) => {
  await page.goto('/search');
  await page.getByRole('button', { name: BELL_TEXTS.label(0) }).click();
  await expect(
    page.getByRole('dialog', { name: BELL_TEXTS.title }).getByText(BELL_TEXTS.empty),
  ).toBeVisible();
  await expectReadable(page, 'member-bell-empty');
});

test.describe('a returning member whose accepted terms are outdated', () => {
  test.use({ account: OUTDATED_TERMS_VIEWER.user });

  test('the terms modal', async ({ page }) => {
    await page.goto('/search');
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Aceptar' })).toBeVisible();
    await expectReadable(page, 'member-terms-modal');
  });
});
