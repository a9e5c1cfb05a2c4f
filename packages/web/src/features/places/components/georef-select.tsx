import type { GeorefPlace } from '@mdc/shared';
import { TextField } from '@mui/material';

/** Provincia or Ciudad of a meeting point: a native list of georef's, chosen by id. */
export function GeorefSelect({
  label,
  value,
  options,
  onChange,
  error,
  disabled,
}: {
  label: string;
  value: string;
  options: GeorefPlace[];
  onChange: (id: string) => void;
  error?: string;
  disabled?: boolean;
}) {
  return (
    <TextField
      select
      required
      fullWidth
      label={label}
      value={options.some((option) => option.id === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="" />
      {options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.nombre}
        </option>
      ))}
    </TextField>
  );
}
