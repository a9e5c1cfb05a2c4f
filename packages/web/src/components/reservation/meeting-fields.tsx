import {
  argentinaDay,
  MEETING_PLACE_KIND_NAMES,
  MEETING_TEXTS as T,
  meetingDayOptions,
  meetingDayText,
  type SellerPlace,
} from '@mdc/shared';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useMemo } from 'react';

/** A meeting being chosen: a place of the seller's, one of its days, maybe an hour. */
export interface MeetingValue {
  placeId: string;
  day: string;
  time: string;
}

export const NO_MEETING: MeetingValue = { placeId: '', day: '', time: '' };

/** Chosen enough to send: a place and a day. */
export const isMeetingChosen = (value: MeetingValue | undefined): value is MeetingValue =>
  !!value?.placeId && !!value.day;

/**
 * A long choice ('Estación Retiro, hall central · Comuna 1 · sábados 15 a 19', 'miércoles 30 de
 * diciembre') wraps in the closed field too, rather than losing its end to an ellipsis.
 */
const wrapsChoice = { '& .MuiSelect-select.MuiSelect-select': { whiteSpace: 'normal' } };

/** The place's line in its select: its name, kind, city and hours. */
const placeLabel = (place: SellerPlace) =>
  [place.name, place.city ?? MEETING_PLACE_KIND_NAMES[place.kind], place.hours]
    .filter(Boolean)
    .join(' · ');

/**
 * The place, day and hour of a meeting (docs/product/meetings.md#the-meeting-inside-the-reservation):
 * one of the seller's places, then one of its weekdays in the next 30 days ('sábado 5 de
 * diciembre'), then an optional hour. `optional`: the place may stay 'A convenir' (the
 * reservation dialog). Every field takes the width it is given: nothing scrolls sideways at
 * 375 px.
 */
export function MeetingFields({
  places,
  value,
  onChange,
  optional = false,
  idPrefix,
  now = new Date(),
}: {
  places: readonly SellerPlace[];
  value: MeetingValue;
  onChange: (value: MeetingValue) => void;
  optional?: boolean;
  /** Tells apart the fields of several sellers in one dialog. */
  idPrefix: string;
  now?: Date;
}) {
  const place = places.find((entry) => entry.placeId === value.placeId);
  const today = argentinaDay(now);
  const days = useMemo(() => (place ? meetingDayOptions(place.days, today) : []), [place, today]);
  const selectProps = { fullWidth: true, size: 'small', select: true } as const;
  return (
    <Stack spacing={1.5} sx={{ minWidth: 0 }}>
      <TextField
        {...selectProps}
        id={`${idPrefix}-place`}
        label={T.place}
        sx={wrapsChoice}
        value={value.placeId}
        onChange={(event) => {
          const next = places.find((entry) => entry.placeId === event.target.value);
          const nextDays = next ? meetingDayOptions(next.days, today) : [];
          onChange({
            placeId: event.target.value,
            day: nextDays.includes(value.day) ? value.day : (nextDays[0] ?? ''),
            time: value.time,
          });
        }}
      >
        {optional && <MenuItem value="">{T.noPlace}</MenuItem>}
        {places.map((entry) => (
          <MenuItem key={entry.placeId} value={entry.placeId} sx={{ whiteSpace: 'normal' }}>
            {placeLabel(entry)}
          </MenuItem>
        ))}
      </TextField>
      {place && (
        <Stack direction="row" useFlexGap sx={{ gap: 1.5, flexWrap: 'wrap' }}>
          <TextField
            {...selectProps}
            id={`${idPrefix}-day`}
            label={T.day}
            value={value.day}
            onChange={(event) => onChange({ ...value, day: event.target.value })}
            sx={{ flex: '2 1 14em', ...wrapsChoice }}
          >
            {days.map((day) => (
              <MenuItem key={day} value={day}>
                {meetingDayText(day)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            id={`${idPrefix}-time`}
            size="small"
            type="time"
            label={T.time}
            value={value.time}
            onChange={(event) => onChange({ ...value, time: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
            sx={{ flex: '1 1 8em' }}
          />
        </Stack>
      )}
    </Stack>
  );
}

/** The meeting as the API takes it: the hour only when given. */
export const meetingBody = (value: MeetingValue) => ({
  placeId: value.placeId,
  day: value.day,
  ...(value.time ? { time: value.time } : {}),
});
