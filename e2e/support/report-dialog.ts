import {
  BLOCK_MESSAGES,
  BLOCK_TEXTS,
  COMMON_TEXTS,
  REPORT_REASONS,
  REPORT_TEXTS,
  type ReportReason,
} from '@mdc/shared';
import { expect, type Locator, type Page } from '@playwright/test';

/** Fills the open 'Denunciar a …' dialog: the reason among its radios, then the details. */
export async function fillReport(
  dialog: Locator,
  reason: ReportReason,
  details: string,
): Promise<void> {
  await dialog.getByRole('radio', { name: REPORT_REASONS[reason] }).check();
  await dialog.getByRole('textbox', { name: REPORT_TEXTS.detailsLabel }).fill(details);
}

/**
 * Blocks `owner` from the ⋮ menu beside his name on the page, through its confirmation. The
 * confirmation's 'Bloquear' is looked for in its dialog, exactly: the ⋮ button's own name
 * ('Denunciar o bloquear a …') contains the word, and it is the only match while the dialog opens.
 */
export async function blockFromMenu(page: Page, owner: string): Promise<void> {
  await page.getByRole('button', { name: REPORT_TEXTS.actionsLabel(owner) }).click();
  await page.getByRole('menuitem', { name: BLOCK_TEXTS.button }).click();
  await page
    .getByRole('dialog', { name: COMMON_TEXTS.confirmTitle })
    .getByRole('button', { name: BLOCK_TEXTS.confirm, exact: true })
    .click();
  await expect(page.getByText(BLOCK_MESSAGES.blocked(owner))).toBeVisible();
}
