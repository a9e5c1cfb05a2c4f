import { BLOCK_TEXTS, PUBLIC_LIBRARY_TEXTS } from '@mdc/shared';
import { createValidatedAccount, logInByApi } from '../support/account-factory';
import { demoLibrary } from '../support/demo-marketplace';
import { blockFromMenu } from '../support/report-dialog';
import { expect, expectReadable, test } from '../support/screens';
import { scaled } from '../support/time-factor';

/**
 * A public library across a block (docs/product/trust-and-moderation.md#blocks):
 * a member of its own blocks a demo seller from his library's ⋮ menu; the page keeps the cards,
 * offers no 'Reservar' nor selection, and says why. The block hides that seller only from this
 * member, whom no other spec uses.
 */

test.setTimeout(scaled(120_000));

const OWNER = 'demo_cordoba';

test('a blocked seller’s library offers nothing to reserve and says why', async ({ page }) => {
  await logInByApi(page.request, await createValidatedAccount(page.request, 'bloqueador'));
  await page.goto(`/public/library?libraryId=${demoLibrary(OWNER, 'Modern').id}`);
  await expect(page.getByText(PUBLIC_LIBRARY_TEXTS.saleIntro)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Reservar / }).first()).toBeVisible();

  await blockFromMenu(page, OWNER);

  await expect(page.getByText(BLOCK_TEXTS.libraryBlockedByYou(OWNER))).toBeVisible();
  await expect(page.getByRole('button', { name: /^Reservar/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectReadable(page, 'blocked-library');
});
