import type { Page } from '@playwright/test';

export const topBar = (page: Page) => page.getByRole('banner');
