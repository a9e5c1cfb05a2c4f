import {
  MEETING_PLACE_KIND_NAMES,
  MEETING_PLACE_KINDS,
  MEETING_PLACE_TEXTS as T,
} from '@mdc/shared';
import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useDepartments } from '../../../lib/georef-departments';
import { useProvinces } from '../../../lib/georef-provinces';
import type { PlaceRow, RowErrors } from '../model/place-rows';
import { DayToggles } from './day-toggles';
import { GeorefSelect } from './georef-select';
import { PlaceNameField } from './place-name-field';

const TWO_COLUMNS = { display: 'grid', gap: 2, gridTemplateColumns: { sm: '1fr 1fr' } } as const;

/**
 * One meeting point of the list: its kind, province and city (georef's lists, as the profile's),
 * its name (the city's places first), and the member's own details, hours and days.
 */
export function PlaceRowFields({
  row,
  position,
  errors,
  onChange,
  onRemove,
}: {
  row: PlaceRow;
  position: number;
  errors: RowErrors['rows'][number];
  onChange: (change: Partial<PlaceRow>) => void;
  onRemove: () => void;
}) {
  const headingId = useId();
  const provinces = useProvinces(true);
  const cities = useDepartments(row.regionId || null);
  const listsFailed = provinces.isError || cities.isError;

  return (
    <Paper component="section" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id={headingId} variant="subtitle1" component="h3">
            {T.placeHeading(position)}
          </Typography>
          <Button color="error" onClick={onRemove} aria-label={T.removeLabel(position)}>
            {T.remove}
          </Button>
        </Stack>
        {listsFailed && <Alert severity="warning">{T.listsUnavailable}</Alert>}
        <Stack sx={TWO_COLUMNS}>
          <GeorefSelect
            label={T.regionLabel}
            value={row.regionId}
            options={provinces.data ?? []}
            onChange={(regionId) => onChange({ regionId, cityId: '' })}
            disabled={!provinces.isSuccess}
            error={errors.regionId}
          />
          <GeorefSelect
            label={T.cityLabel}
            value={row.cityId}
            options={cities.data ?? []}
            onChange={(cityId) => onChange({ cityId })}
            disabled={!cities.isSuccess}
            error={errors.cityId}
          />
        </Stack>
        <Stack spacing={2}>
          <TextField
            select
            required
            label={T.kindLabel}
            sx={{ maxWidth: { sm: '14rem' } }}
            value={row.kind}
            onChange={(event) => onChange({ kind: event.target.value as PlaceRow['kind'] })}
            error={Boolean(errors.kind)}
            helperText={errors.kind}
            slotProps={{ select: { native: true } }}
          >
            {MEETING_PLACE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {MEETING_PLACE_KIND_NAMES[kind]}
              </option>
            ))}
          </TextField>
          <PlaceNameField
            cityId={row.cityId}
            value={row.name}
            onType={(name) => onChange({ name })}
            onPick={(place) => onChange({ name: place.name, kind: place.kind })}
            error={errors.name}
          />
        </Stack>
        <Stack spacing={2}>
          <TextField
            label={T.detailsLabel}
            value={row.details}
            onChange={(event) => onChange({ details: event.target.value })}
            error={Boolean(errors.details)}
            helperText={errors.details ?? T.detailsHelp}
          />
          <TextField
            label={T.hoursLabel}
            value={row.hours}
            onChange={(event) => onChange({ hours: event.target.value })}
            error={Boolean(errors.hours)}
            helperText={errors.hours ?? T.hoursHelp}
          />
        </Stack>
        <DayToggles days={row.days} onChange={(days) => onChange({ days })} error={errors.days} />
      </Stack>
    </Paper>
  );
}
