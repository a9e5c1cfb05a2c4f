import { test as base, expect } from '@playwright/test';
import { botCheckHeaders } from './bot-check';
import { MEMBER_ACCOUNT } from './seeded-accounts';

/**
 * Playwright's `test` with one option: `test.use({ loggedIn: true })` starts each test logged in
 * as the seeded member, with a session of its own created through POST /api/login (its cookies
 * become the browser's storage state). For specs whose subject is not login or registration;
 * those go through the screens.
 */
export const test = base.extend<{ loggedIn: boolean }>({
  loggedIn: [false, { option: true }],
  storageState: async ({ loggedIn, storageState, playwright, baseURL }, use) => {
    if (!loggedIn) return use(storageState);
    const api = await playwright.request.newContext({ baseURL });
    const answer = await api.post('/api/login', {
      headers: await botCheckHeaders(api, 'search'),
      data: {
        user: MEMBER_ACCOUNT.user,
        email: null,
        password: MEMBER_ACCOUNT.password,
        keepSession: false,
      },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    const state = await api.storageState();
    await api.dispose();
    await use(state);
  },
});

export { expect };
