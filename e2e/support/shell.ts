import type { Page } from '@playwright/test';

export const topBar = (page: Page) => page.getByRole('banner');

/** The phone the shell's tests lay it out on: 375 px wide, where the top bar folds into a menu. */
export const PHONE_VIEWPORT = { width: 375, height: 740 };
