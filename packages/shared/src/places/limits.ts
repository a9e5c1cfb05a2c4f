/**
 * The meeting points' limits (docs/product/places.md): how many a member lists and how long
 * each text may be.
 */
export const MEETING_PLACES_MAX = 5;
export const MEETING_PLACE_NAME_MIN_LENGTH = 3;
export const MEETING_PLACE_NAME_MAX_LENGTH = 80;
export const MEETING_PLACE_DETAILS_MAX_LENGTH = 120;
export const MEETING_PLACE_HOURS_MAX_LENGTH = 60;

/** What a meeting point is: a store, or a public place (a station, a square, a café). */
export const MEETING_PLACE_KINDS = ['store', 'public'] as const;
export type MeetingPlaceKind = (typeof MEETING_PLACE_KINDS)[number];

/** Weekdays as JavaScript's Date#getDay numbers them: 0 Sunday … 6 Saturday. */
export const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
