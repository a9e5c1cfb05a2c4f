import type { GeorefPlace } from '@mdc/shared';
import { TextField } from '@mui/material';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import type { LocationValues } from './location-values';

interface PlaceFieldProps {
  label: string;
  nameField: 'region' | 'city';
  idField: 'regionId' | 'cityId';
  /** The georef list to choose from; null when none could be had, and the name is typed. */
  places: GeorefPlace[] | null;
  disabled?: boolean;
  /** Clears what depends on this place (the city of a province). */
  onPlaceChange?: () => void;
}

/** Provincia or Ciudad: a list from georef when there is one, otherwise a free text field. */
export function PlaceField({
  label,
  nameField,
  idField,
  places,
  disabled,
  onPlaceChange,
}: PlaceFieldProps) {
  const { control, setValue } = useFormContext<LocationValues>();
  const { field, fieldState } = useController({ name: nameField, control });
  const placeId = useWatch({ control, name: idField });

  const change = (id: string | null, name: string) => {
    onPlaceChange?.();
    setValue(idField, id);
    field.onChange(name);
  };

  const common = {
    label,
    name: field.name,
    onBlur: field.onBlur,
    inputRef: field.ref,
    disabled,
    fullWidth: true,
    required: true,
    error: Boolean(fieldState.error),
    helperText: fieldState.error?.message,
  };

  if (!places) {
    return (
      <TextField
        {...common}
        value={field.value ?? ''}
        onChange={(event) => change(null, event.target.value)}
      />
    );
  }
  return (
    <TextField
      {...common}
      select
      value={placeId ?? ''}
      onChange={(event) => {
        const place = places.find((candidate) => candidate.id === event.target.value);
        change(place?.id ?? null, place?.nombre ?? '');
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" />
      {places.map((place) => (
        <option key={place.id} value={place.id}>
          {place.nombre}
        </option>
      ))}
    </TextField>
  );
}
