import { z } from 'zod';
import { uuidField } from '../libraries/schemas';
import { MEETING_PLACE_KINDS } from '../places/limits';
import { textField } from '../text-field';
import { MEETING_MESSAGES as M, addDays } from './meeting-texts';
import { RESERVATION_MESSAGES } from './messages';

/** Contracts of a reservation's meeting (docs/product/meetings.md#the-meeting-inside-the-reservation). */

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** 'YYYY-MM-DD', a real calendar day (the range and the weekday are the server's to check). */
export const meetingDaySchema = z
  .string({ error: M.dayInvalid })
  .regex(DAY_PATTERN, M.dayInvalid)
  .refine((day) => {
    const date = new Date(`${day}T12:00:00Z`);
    return !Number.isNaN(date.getTime()) && addDays(day, 0) === day;
  }, M.dayInvalid);

/** 'HH:MM', 00:00–23:59. */
export const meetingTimeSchema = z
  .string({ error: M.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, M.timeInvalid);

/** The buyer's proposal for one seller of a reservation request. */
export const meetingChoiceSchema = z.object({
  /** The seller's user name, as the search and the library page show it. */
  seller: textField({ error: M.sellerInvalid }).min(1, M.sellerInvalid).max(200, M.sellerInvalid),
  placeId: uuidField(M.placeIdInvalid),
  day: meetingDaySchema,
  time: meetingTimeSchema.optional(),
});
export type MeetingChoice = z.input<typeof meetingChoiceSchema>;

export const meetingChoicesSchema = z
  .array(meetingChoiceSchema, { error: M.meetingsInvalid })
  .max(100, M.meetingsInvalid);

/**
 * POST /reservation/meeting: either party proposes (again) where and when to meet; the place is
 * one of the seller's.
 */
export const proposeMeetingSchema = z.object({
  reservationId: uuidField(RESERVATION_MESSAGES.reservationIdInvalid),
  placeId: uuidField(M.placeIdInvalid),
  day: meetingDaySchema,
  time: meetingTimeSchema.optional(),
});
export type ProposeMeetingInput = z.input<typeof proposeMeetingSchema>;
export type ParsedProposeMeeting = z.output<typeof proposeMeetingSchema>;

/** POST /reservation/meeting/accept: the party who did not make the last proposal agrees. */
export const acceptMeetingSchema = z.object({ meetingId: uuidField(M.meetingIdInvalid) });

/** GET /reservation/meeting/places?reservationId=: the seller's places, for the two parties. */
export const meetingPlacesQuerySchema = z.object({
  reservationId: uuidField(RESERVATION_MESSAGES.reservationIdInvalid),
});

/**
 * A reservation's meeting as one of its parties reads it: the place (its kind and name, the
 * seller's details and hours, the province and city named), the day and hour, who proposed
 * last, whether the other agreed, and `mine`: the reader made the last proposal.
 */
export const reservationMeetingSchema = z.object({
  meetingId: z.string(),
  placeId: z.string(),
  kind: z.enum(MEETING_PLACE_KINDS),
  name: z.string(),
  details: z.string(),
  hours: z.string(),
  regionName: z.string().nullable(),
  cityName: z.string().nullable(),
  day: z.string(),
  time: z.string().nullable(),
  proposedBy: z.enum(['buyer', 'seller']),
  agreed: z.boolean(),
  mine: z.boolean(),
});
export type ReservationMeeting = z.infer<typeof reservationMeetingSchema>;
