import fs from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { createValidatedAccount, logInByApi } from './account-factory';
import { DEMO_PASSWORD } from './demo-marketplace';
import { animationsFinished, checkScreen } from './screen-checks';
import { MEMBER_ACCOUNT, OUTDATED_TERMS_VIEWER } from './seeded-accounts';
import { test as base, expect } from './shared-page';
import { scaled } from './time-factor';

/**
 * The screens project: every screen at 1280 × 800 and 375 × 812 on the demo
 * marketplace, held to the checks of screen-checks.ts; `npm run screens` keeps a screenshot of
 * each in artifacts/screens/.
 *
 *   test.use({ account: 'demo_palermo' });
 *   test('sales', async ({ page }) => {
 *     await page.goto('/dashboard?tab=sales');
 *     await expect(page.getByRole('table')).toBeVisible();
 *     await expectReadable(page, 'dashboard-sales');
 *   });
 */

export const SCREENSHOTS_DIR = path.resolve(import.meta.dirname, '../../artifacts/screens');

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Who is looking: null for a visitor, a seeded account's or a demo seller's user name, or
 * NEW_MEMBER: an account registered for this worker, with no library and no reservation
 * whatever other specs have done.
 */
export type Account = string | null;
export const NEW_MEMBER = 'new member';

const passwordOf = (user: string) =>
  [MEMBER_ACCOUNT, OUTDATED_TERMS_VIEWER].find((seeded) => seeded.user === user)?.password ??
  DEMO_PASSWORD;

export const test = base.extend<
  { account: Account },
  { sessions: Map<string, Promise<StorageState>> }
>({
  account: [null, { option: true }],
  // One login per account and worker: its cookies serve every test that looks as that account.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter.
  sessions: [async ({}, use) => use(new Map()), { scope: 'worker' }],
  storageState: async ({ account, storageState, sessions, playwright, baseURL }, use) => {
    if (!account) return use(storageState);
    if (!sessions.has(account)) {
      sessions.set(
        account,
        (async () => {
          const api = await playwright.request.newContext({ baseURL });
          const person =
            account === NEW_MEMBER
              ? await createValidatedAccount(api, 'nueva')
              : { user: account, password: passwordOf(account) };
          await logInByApi(api, person, true);
          const state = await api.storageState();
          await api.dispose();
          return state;
        })(),
      );
    }
    await use(await sessions.get(account)!);
  },
  pageKey: async ({ account }, use) => use(account ?? ''),
});

export { expect };

/** Waits until the screen is still: loaded, no spinner, no 'Cargando…', transitions over. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: scaled(15_000) });
  // The element, not the role: an open dialog hides the main area from the accessibility tree.
  await expect(page.locator('main')).not.toContainText('Cargando', { timeout: scaled(15_000) });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await animationsFinished(page);
}

/**
 * Fails with every problem the checks find (sideways scroll, letter-by-letter text, small or
 * covered controls, serious axe violations). A full-page screenshot of the screen goes to
 * `artifacts/screens/<name>-<width>.png` when it fails, and of every screen with SCREENSHOTS=1
 * (`npm run screens`): taking them all costs the run ~30 s of CPU that no check reads.
 */
export async function expectReadable(page: Page, name: string): Promise<void> {
  await settle(page);
  const width = page.viewportSize()?.width ?? 0;
  const problems = await checkScreen(page);
  if (problems.length || process.env.SCREENSHOTS === '1') {
    // The checks scrolled to look for covered controls: the picture starts at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    fs.mkdirSync(SCREENSHOTS_DIR, { recursive: true });
    await page.screenshot({
      path: path.join(SCREENSHOTS_DIR, `${name}-${width}.png`),
      fullPage: true,
    });
  }
  expect(problems, `${name} at ${width} px`).toEqual([]);
}
