import { SESSION_COOKIES } from '@mdc/shared';
import type { BrowserContext, Page } from '@playwright/test';

/**
 * Looks logged in to the browser: the readable session cookies, as after a login. No server-side
 * session stands behind them, so the consent check is answered as for a user who accepted the
 * terms (otherwise the terms modal would rightly cover the page).
 */
export async function appearLoggedIn(context: BrowserContext): Promise<void> {
  const url = process.env.E2E_BASE_URL;
  await context.addCookies([
    { name: SESSION_COOKIES.expiration, value: String(Date.now() + 60 * 60 * 1000), url },
    { name: SESSION_COOKIES.email, value: 'ana@example.com', url },
  ]);
  await context.route('**/api/user/*/consent', (route) =>
    route.fulfill({ json: { tycAccepted: true } }),
  );
}

export const topBar = (page: Page) => page.getByRole('banner');
