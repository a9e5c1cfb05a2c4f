import { MEETING_PLACE_TEXTS as T, WEEKDAYS } from '@mdc/shared';
import {
  FormControl,
  FormHelperText,
  FormLabel,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { useId } from 'react';
import { READABLE_TOGGLES_SX } from '../../../components/readable-toggles';

// Monday first, as people read a week here; the numbers stay Date#getDay's.
const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]];

/** 'Días': the weekdays the member is at the place, any number of them. */
export function DayToggles({
  days,
  onChange,
  error,
}: {
  days: number[];
  onChange: (days: number[]) => void;
  error?: string;
}) {
  const labelId = useId();
  return (
    <FormControl error={Boolean(error)}>
      <FormLabel id={labelId} sx={{ mb: 0.5 }}>
        {T.daysLabel}
      </FormLabel>
      <ToggleButtonGroup
        size="small"
        aria-labelledby={labelId}
        value={days}
        onChange={(_, next: number[]) => onChange([...next].sort((a, b) => a - b))}
        sx={[READABLE_TOGGLES_SX, { flexWrap: 'wrap' }]}
      >
        {WEEK.map((day) => (
          <ToggleButton key={day} value={day} aria-label={T.dayNames[day]} sx={{ minWidth: 40 }}>
            {T.dayShort[day]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {error && <FormHelperText>{error}</FormHelperText>}
    </FormControl>
  );
}
