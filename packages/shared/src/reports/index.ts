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
 * 'Denunciar': a logged-in user reports another user, a library or a meeting point, with a
 * reason from a list and up to 500 characters of their own. Moderators read the reports.
 */

/** A user, a library, or a place (with or without the user whose list showed it). */
const oneTarget = (report: { user?: string; libraryId?: string; placeId?: string }) =>
  report.placeId ? !report.libraryId : Boolean(report.user) !== Boolean(report.libraryId);

export const reportSchema = z
  .object({
    user: textField({ error: REPORT_MESSAGES.targetRequired }).trim().max(200).optional(),
    libraryId: z.uuid({ error: REPORT_MESSAGES.notFound }).optional(),
    /** A meeting point; `user` may name the member whose list showed it. */
    placeId: z.uuid({ error: REPORT_MESSAGES.placeNotFound }).optional(),
    reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]], {
      error: REPORT_MESSAGES.reasonInvalid,
    }),
    details: textField({ multiline: true, shown: true })
      .trim()
      .max(REPORT_DETAILS_MAX_LENGTH, REPORT_MESSAGES.detailsTooLong)
      .default(''),
  })
  .refine(oneTarget, {
    message: REPORT_MESSAGES.targetRequired,
    path: ['user'],
  });
export type ReportInput = z.input<typeof reportSchema>;
