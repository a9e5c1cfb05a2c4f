import { z } from 'zod';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import { textField } from '../text-field';
import { looksLikeHome } from './home-address';
import {
  MEETING_PLACE_DETAILS_MAX_LENGTH,
  MEETING_PLACE_HOURS_MAX_LENGTH,
  MEETING_PLACE_KINDS,
  MEETING_PLACE_NAME_MAX_LENGTH,
  MEETING_PLACE_NAME_MIN_LENGTH,
  MEETING_PLACES_MAX,
} from './limits';
import { MEETING_PLACE_MESSAGES as M } from './messages';
import { placeNameKey, tidyPlaceText } from './name-key';

/**
 * The meeting points' payloads (docs/product/places.md): `PUT /api/user/places` takes the whole
 * list, `GET /api/user` answers it as `places`, `GET /api/places?cityId=` a city's shared places.
 */

// A georef id: a province '14', a department '14014'.
const georefId = (required: string, invalid: string) =>
  textField({ error: required })
    .trim()
    .min(1, required)
    .regex(/^\d{1,10}$/, invalid);

/** Text others read, one line, tidied; optional texts default to ''. */
const optionalText = (max: number, tooLong: string) =>
  textField({ shown: true })
    .transform(tidyPlaceText)
    .pipe(z.string().max(max, tooLong))
    .refine((text) => !looksLikeHome(text), M.looksLikeHome)
    .default('');

export const meetingPlaceNameSchema = textField({ error: M.nameRequired, shown: true })
  .transform(tidyPlaceText)
  .pipe(
    z
      .string()
      .min(1, M.nameRequired)
      .min(MEETING_PLACE_NAME_MIN_LENGTH, M.nameTooShort)
      .max(MEETING_PLACE_NAME_MAX_LENGTH, M.nameTooLong),
  )
  .refine((name) => placeNameKey(name) !== '', M.nameWithoutLetters)
  .refine((name) => !looksLikeHome(name), M.looksLikeHome);

export const meetingPlaceInputSchema = z.object({
  kind: z.enum(MEETING_PLACE_KINDS, { error: M.kindInvalid }),
  name: meetingPlaceNameSchema,
  regionId: georefId(M.regionRequired, ACCOUNT_MESSAGES.regionIdInvalid),
  cityId: georefId(M.cityRequired, ACCOUNT_MESSAGES.cityIdInvalid),
  details: optionalText(MEETING_PLACE_DETAILS_MAX_LENGTH, M.detailsTooLong),
  hours: optionalText(MEETING_PLACE_HOURS_MAX_LENGTH, M.hoursTooLong),
  /**
   * The weekdays (0 Sunday … 6 Saturday) the member is there; not sent: read from `hours`
   * (weekdays.ts). Programs read these (the trips of 'Mejor combinación'), people read `hours`.
   */
  days: z
    .array(
      z
        .number({ error: M.daysInvalid })
        .int(M.daysInvalid)
        .min(0, M.daysInvalid)
        .max(6, M.daysInvalid),
      {
        error: M.daysInvalid,
      },
    )
    .max(7, M.daysInvalid)
    .refine((days) => new Set(days).size === days.length, M.daysInvalid)
    .optional(),
});
export type MeetingPlaceInput = z.input<typeof meetingPlaceInputSchema>;

/** PUT /api/user/places: the member's whole list, in the order he wants it shown. */
export const meetingPlacesInputSchema = z
  .array(meetingPlaceInputSchema, { error: M.tooMany })
  .max(MEETING_PLACES_MAX, M.tooMany);
export type MeetingPlacesInput = z.input<typeof meetingPlacesInputSchema>;

/** One place of a member's list: the shared place's id, kind and name, and his own details. */
export const memberPlaceSchema = z.object({
  placeId: z.uuid(),
  kind: z.enum(MEETING_PLACE_KINDS),
  name: z.string(),
  regionId: z.string(),
  cityId: z.string(),
  details: z.string(),
  hours: z.string(),
  days: z.array(z.number().int()),
});
export type MemberPlace = z.infer<typeof memberPlaceSchema>;
export const memberPlacesSchema = z.array(memberPlaceSchema);

/**
 * The search's 'Dónde' (docs/product/meetings.md#search-by-meeting): `?meet=city`, the sellers
 * who meet in the searcher's city (his profile's); `?meet=<placeId>`, those who meet at that place.
 */
export const MEET_IN_MY_CITY = 'city';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const searchMeetQuerySchema = z.object({
  meet: z
    .string({ error: M.meetInvalid })
    .refine((meet) => meet === MEET_IN_MY_CITY || UUID.test(meet), M.meetInvalid)
    .optional(),
});
export type SearchMeet = NonNullable<z.output<typeof searchMeetQuerySchema>['meet']>;

export const cityPlacesQuerySchema = z.object({
  cityId: georefId(M.cityRequired, ACCOUNT_MESSAGES.cityIdInvalid),
});

/** A city's place as the autocomplete lists it: how many members meet there. */
export const cityPlaceSchema = z.object({
  placeId: z.uuid(),
  kind: z.enum(MEETING_PLACE_KINDS),
  name: z.string(),
  regionId: z.string(),
  cityId: z.string(),
  sellers: z.number().int(),
});
export type CityPlace = z.infer<typeof cityPlaceSchema>;
export const cityPlacesSchema = z.array(cityPlaceSchema);
