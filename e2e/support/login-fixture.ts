import { test as base, expect } from '@playwright/test';
import { logInByApi } from './account-factory';
import { MEMBER_ACCOUNT } from './seeded-accounts';

/**
 * Playwright's `test` with one option: `test.use({ loggedIn: true })` starts each test logged in
 * as the seeded member, with a session of its own made by account-factory.ts's logInByApi (its
 * cookies become the browser's storage state). For specs whose subject is not login or
 * registration; those go through the screens.
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
});

export { expect };
