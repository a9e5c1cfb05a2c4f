import { test as base, expect } from './shared-page';
import { logInByApi } from './account-factory';
import { MEMBER_ACCOUNT } from './seeded-accounts';

/**
 * Playwright's `test` with one option: `test.use({ loggedIn: true })` starts each test logged in
 * as the seeded member, with a session of its own made by account-factory.ts's logInByApi (its
 * cookies become the browser's storage state). For specs whose subject is not login or
 * registration; those go through the screens. Tests share their worker's tab (shared-page.ts).
 */
export const test = base.extend<{ loggedIn: boolean }>({
  loggedIn: [false, { option: true }],
  storageState: async ({ loggedIn, storageState, playwright, baseURL }, use) => {
    if (!loggedIn) return use(storageState);
    const api = await playwright.request.newContext({ baseURL });
    await logInByApi(api, MEMBER_ACCOUNT);
    const state = await api.storageState();
    await api.dispose();
    await use(state);
  },
  // The member's tab and the visitor's (shared-page.ts); each test logs in with a session of its own.
  pageKey: async ({ loggedIn }, use) => use(loggedIn ? 'member' : ''),
});

export { expect };
