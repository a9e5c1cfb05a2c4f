import { expect, type Page } from '@playwright/test';
import { findSeriousA11yViolations } from './screen-checks';

/**
 * Fails on any 'serious' or 'critical' axe-core violation of the page as it is now
 * (docs/product/quality.md#accessibility), listing each rule with the elements that break it.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  expect(
    await findSeriousA11yViolations(page),
    `accessibility violations on ${page.url()}`,
  ).toEqual([]);
}
