import { z } from 'zod';
import { MEETING_PLACE_KINDS } from '../places/limits';
import { reputationSchema } from '../reservations/reputation';
import { REPORT_REASONS, type ReportReason } from '../reports/messages';
import { textField } from '../text-field';
import {
  MODERATION_ACTIONS,
  MODERATION_MESSAGES,
  MODERATION_REASON_MAX_LENGTH,
  REPORT_STATUSES,
  type ModerationAction,
  type ReportStatus,
} from './messages';

export * from './messages';

/**
 * Moderation, for accounts with the `moderator` role only (granted with
 * `npm run moderator -- add <user>`):
 * - `GET /api/moderation/reports?status=open|actioned|dismissed`: the reports, newest first,
 *   each with what a moderator needs to decide;
 * - `POST /api/moderation/reports/{id}/actions` `{ action, reason }`: acts, records who, when
 *   and why in the report's history, and answers the report as it is now plus a `message`.
 */

const statusValues = Object.keys(REPORT_STATUSES) as [ReportStatus, ...ReportStatus[]];
const actionValues = Object.keys(MODERATION_ACTIONS) as [ModerationAction, ...ModerationAction[]];

export const moderationReportsQuerySchema = z.object({
  status: z.enum(statusValues).default('open'),
});

export const moderationActionSchema = z.object({
  action: z.enum(actionValues),
  reason: textField({ multiline: true, shown: true, error: MODERATION_MESSAGES.reasonRequired })
    .trim()
    .min(1, MODERATION_MESSAGES.reasonRequired)
    .max(MODERATION_REASON_MAX_LENGTH, MODERATION_MESSAGES.reasonTooLong),
});
export type ModerationActionInput = z.infer<typeof moderationActionSchema>;

/**
 * A reservation request of the reported account (the cards one buyer reserved from one seller at
 * once), newest first, the last 10. `id`: its first reservation's id.
 */
export const moderationReservationSchema = z.object({
  id: z.string(),
  /** The reported account's side of it. */
  role: z.enum(['seller', 'buyer']),
  otherUser: z.string().nullable(),
  status: z.enum(['pending', 'answered', 'sold', 'cancelled', 'expired']),
  createdAt: z.string(),
  cards: z.number().int(),
});

export const moderationEventSchema = z.object({
  action: z.enum(actionValues),
  moderator: z.string().nullable(),
  at: z.string(),
  reason: z.string(),
});
export type ModerationEvent = z.infer<typeof moderationEventSchema>;

export const moderationReportSchema = z.object({
  id: z.uuid(),
  createdAt: z.string(),
  status: z.enum(statusValues),
  reason: z.enum(Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]]),
  details: z.string(),
  reporter: z.string().nullable(),
  reported: reputationSchema.extend({ suspended: z.boolean() }),
  library: z.object({ id: z.uuid(), name: z.string(), hidden: z.boolean() }).nullable(),
  /** A report of a meeting point: the place, and whether a moderator removed it. */
  place: z
    .object({
      id: z.uuid(),
      name: z.string(),
      kind: z.enum(MEETING_PLACE_KINDS),
      regionId: z.string(),
      cityId: z.string(),
      removed: z.boolean(),
    })
    .nullable(),
  reservations: z.array(moderationReservationSchema),
  history: z.array(moderationEventSchema),
});
export type ModerationReport = z.infer<typeof moderationReportSchema>;

export const moderationReportsResponseSchema = z.object({
  reports: z.array(moderationReportSchema),
});

export const moderationActionResponseSchema = z.object({
  message: z.string(),
  report: moderationReportSchema,
});
