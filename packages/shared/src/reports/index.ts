import { z } from 'zod';
import { textField } from '../text-field';
import {
  REPORT_DETAILS_MAX_LENGTH,
  REPORT_MESSAGES,
  REPORT_REASONS,
  type ReportReason,
} from './messages';

export * from './messages';
export * from './blocks';

/**
 * 'Denunciar': a logged-in user reports another user or a library, with a reason
 * from a list and up to 500 characters of their own. Moderators read the reports.
 */

export const reportSchema = z
  .object({
    user: textField({ error: REPORT_MESSAGES.targetRequired }).trim().max(200).optional(),
    libraryId: z.uuid({ error: REPORT_MESSAGES.notFound }).optional(),
    reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], {
      error: REPORT_MESSAGES.reasonInvalid,
    }),
    details: textField({ multiline: true, shown: true })
      .trim()
      .max(REPORT_DETAILS_MAX_LENGTH, REPORT_MESSAGES.detailsTooLong)
      .default(''),
  })
  .refine((report) => Boolean(report.user) !== Boolean(report.libraryId), {
    message: REPORT_MESSAGES.targetRequired,
    path: ['user'],
  });
export type ReportInput = z.input<typeof reportSchema>;
