import { REPORT_REASONS, REPORT_TEXTS, type ReportReason } from '@mdc/shared';
import type { Locator } from '@playwright/test';

/** Fills the open 'Denunciar a …' dialog: the reason among its radios, then the details. */
export async function fillReport(
  dialog: Locator,
  reason: ReportReason,
  details: string,
): Promise<void> {
  await dialog.getByRole('radio', { name: REPORT_REASONS[reason] }).check();
  await dialog.getByRole('textbox', { name: REPORT_TEXTS.detailsLabel }).fill(details);
}
