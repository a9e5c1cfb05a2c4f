import { MEETING_PLACE_TEXTS as T } from '@mdc/shared';
import type { Page } from '@playwright/test';
import { createValidatedAccount, logInByApi, type Person } from '../support/account-factory';
import { expect, expectReadable, test } from '../support/screens';
import { scaled } from '../support/time-factor';

/**
 * The profile's 'Dónde me encuentro para cambiar' (docs/product/places.md#the-form): a member of
 * this file's own (in Córdoba's Capital, where demo_cordoba meets) adds a place picked from his
 * city's list, and saves. Its own member: a saved list would change other specs' profiles.
 */

test.setTimeout(scaled(90_000));

let member: Promise<Person> | undefined;

async function logIn(page: Page): Promise<void> {
  member ??= createValidatedAccount(page.request, 'lugares');
  await logInByApi(page.request, await member);
}

const row = (page: Page) => page.getByRole('region', { name: T.placeHeading(1) });

test('a meeting point being added, then saved', async ({ page }) => {
  await logIn(page);
  await page.goto('/profile');
  const section = page.getByRole('region', { name: T.title });
  await expect(section.getByText(T.neverHome)).toBeVisible();
  await section.getByRole('button', { name: T.add }).click();
  // The member's own city comes chosen; its places are offered with how many sellers meet there.
  await expect(row(page).getByLabel(/^Ciudad/)).toHaveValue('14014');
  await row(page)
    .getByLabel(/^Nombre del lugar/)
    .click();
  const option = page.getByRole('option', { name: /Patio Olmos, patio de comidas/ });
  // demo_cordoba meets there, and this file's member of the other width may have saved it too.
  await expect(option).toContainText(/\d vendedor(es)?$/);
  // Checked once picked: the open list covers the fields below it, as any such list does.
  await option.click();
  await row(page)
    .getByLabel(/^Días y horarios/)
    .fill('sábados 15 a 19');
  await expect(row(page).getByRole('button', { name: 'sábado' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectReadable(page, 'places-profile-editing');
  await section.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(T.saved)).toBeVisible();
  await expectReadable(page, 'places-profile-saved');
});
