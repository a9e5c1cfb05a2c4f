import { test as base, type BrowserContext, type Page } from '@playwright/test';

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/**
 * Playwright's `test` with one browser tab per worker and `pageKey` (who is looking), kept from
 * test to test. Each test still opens its screens anew (page.goto loads a new document) with what
 * a new context would hold: its storage state's cookies only, empty storage, the project's window
 * size, no other tab, no routes. What it saves is the tab's renderer, which has already compiled
 * the app and axe: a new context per test cost ~0.4 s of CPU more
 * (docs/operations.md#where-the-time-goes).
 * Playwright's own `reuseContext` resets the tab too, and saves nothing here.
 */
export const test = base.extend<{ pageKey: string }, { pages: Map<string, Page> }>({
  pageKey: ['', { option: true }],
  pages: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from its first parameter.
    async ({}, use) => {
      const pages = new Map<string, Page>();
      await use(pages);
      await Promise.all([...pages.values()].map((page) => page.context().close()));
    },
    { scope: 'worker' },
  ],
  page: async ({ pageKey, storageState, viewport, baseURL, pages, browser }, use) => {
    const state = typeof storageState === 'object' ? storageState : undefined;
    let page = pages.get(pageKey);
    if (page && !page.isClosed()) await startAfresh(page, state, viewport, baseURL);
    else {
      // The project's options (viewport, phone emulation, locale, reduced motion) come with it.
      page = await (await browser.newContext({ storageState: state })).newPage();
      pages.set(pageKey, page);
    }
    await use(page);
  },
  context: async ({ page }, use) => use(page.context()),
});

export { expect } from '@playwright/test';

async function startAfresh(
  page: Page,
  state: StorageState | undefined,
  viewport: { width: number; height: number } | null,
  baseURL: string | undefined,
): Promise<void> {
  const context = page.context();
  await Promise.all(context.pages().map((other) => (other === page ? null : other.close())));
  // A test's page.route (a failing login, a slow answer) ends with it, not in the next test.
  await Promise.all([
    page.unrouteAll({ behavior: 'ignoreErrors' }),
    context.unrouteAll({ behavior: 'ignoreErrors' }),
  ]);
  // The app's storage is cleared from one of its documents: a small file, not the app.
  const origin = baseURL && new URL(baseURL).origin;
  if (origin && !page.url().startsWith(`${origin}/`)) await page.goto(`${origin}/favicon.svg`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.clearCookies();
  if (state?.cookies.length) await context.addCookies(state.cookies);
  const size = page.viewportSize();
  if (viewport && (size?.width !== viewport.width || size.height !== viewport.height))
    await page.setViewportSize(viewport);
}
