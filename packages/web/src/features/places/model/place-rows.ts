import {
  meetingPlacesInputSchema,
  weekdaysIn,
  type MeetingPlaceInput,
  type MeetingPlaceKind,
  type MemberPlace,
} from '@mdc/shared';

/**
 * The form's rows of 'Dónde me encuentro para cambiar' (docs/product/places.md#the-form): one
 * per meeting point, its georef ids, its texts and its days. `daysPicked`: the member chose the
 * days himself; until then they follow what the hours say ('sábados 15 a 19' → Saturday).
 */
export interface PlaceRow {
  /** React's key: a saved place's id, or a new row's own. */
  key: string;
  kind: MeetingPlaceKind;
  name: string;
  regionId: string;
  cityId: string;
  details: string;
  hours: string;
  days: number[];
  daysPicked: boolean;
}

export type RowField = 'kind' | 'name' | 'regionId' | 'cityId' | 'details' | 'hours' | 'days';
/** Messages by row and field; `list` for what is about the whole list. */
export interface RowErrors {
  rows: Partial<Record<RowField, string>>[];
  list?: string;
}

const sameDays = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((day, index) => day === b[index]);

export const rowFromPlace = (place: MemberPlace): PlaceRow => ({
  key: place.placeId,
  kind: place.kind,
  name: place.name,
  regionId: place.regionId,
  cityId: place.cityId,
  details: place.details,
  hours: place.hours,
  days: place.days,
  daysPicked: !sameDays(place.days, weekdaysIn(place.hours)),
});

let newRows = 0;

/** A new row, in the member's own province and city when his profile has them. */
export function newRow(home: { regionId: string | null; cityId: string | null }): PlaceRow {
  newRows += 1;
  return {
    key: `nuevo-${newRows}`,
    kind: 'public',
    name: '',
    regionId: home.regionId ?? '',
    cityId: home.cityId ?? '',
    details: '',
    hours: '',
    days: [],
    daysPicked: false,
  };
}

/** A row after a change: the hours move the days until the member picks them. */
export function changeRow(row: PlaceRow, change: Partial<PlaceRow>): PlaceRow {
  const next = { ...row, ...change };
  if (change.days) next.daysPicked = true;
  else if (!next.daysPicked) next.days = weekdaysIn(next.hours);
  return next;
}

const toInput = ({ kind, name, regionId, cityId, details, hours, days }: PlaceRow) =>
  ({ kind, name, regionId, cityId, details, hours, days }) satisfies MeetingPlaceInput;

/** What PUT /api/user/places is sent: the rows as the API takes them. */
export const rowsPayload = (rows: readonly PlaceRow[]) => rows.map(toInput);

export const rowsEqual = (a: readonly PlaceRow[], b: readonly PlaceRow[]) =>
  JSON.stringify(rowsPayload(a)) === JSON.stringify(rowsPayload(b));

/** One message at a path of the API's ('2.name', or none for the list). */
export function errorAt(path: readonly PropertyKey[], message: string, count: number): RowErrors {
  const rows: RowErrors['rows'] = Array.from({ length: count }, () => ({}));
  const [index, field] = path;
  if (typeof index === 'number' && typeof field === 'string') {
    rows[index]![field as RowField] = message;
    return { rows };
  }
  return { rows, list: message };
}

/** The rows checked by the API's own rules before sending: null when they pass. */
export function checkRows(rows: readonly PlaceRow[]): RowErrors | null {
  const checked = meetingPlacesInputSchema.safeParse(rowsPayload(rows));
  if (checked.success) return null;
  const errors: RowErrors = { rows: rows.map(() => ({})) };
  for (const issue of checked.error.issues) {
    const [index, field] = issue.path;
    if (typeof index === 'number' && typeof field === 'string') {
      errors.rows[index]![field as RowField] ??= issue.message;
    } else {
      errors.list ??= issue.message;
    }
  }
  return errors;
}

/** An API error's field ('2.name') as a path, to show its message beside the field. */
export const fieldPath = (field: string | undefined): PropertyKey[] =>
  field ? field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)) : [];
