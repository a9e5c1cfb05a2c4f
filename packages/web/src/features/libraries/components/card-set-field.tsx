import { LIBRARY_DETAIL_TEXTS as T, type CardSetOption } from '@mdc/shared';
import { Box, ListItemText, MenuItem, TextField } from '@mui/material';

export const setOptionLabel = (option: CardSetOption) =>
  `${option.setName} · #${option.collectorNumber}`;

/**
 * The printings of a card name: set name, collector number and a small picture (the add/edit
 * card dialog, and the upload review's choice of the printing stored).
 */
export function CardSetField({
  options,
  value,
  onChoose,
  label = T.setLabel,
  helperText,
  error,
  disabled,
}: {
  options: CardSetOption[];
  value: string | null;
  onChoose: (option: CardSetOption) => void;
  label?: string;
  helperText?: string;
  error?: boolean;
  disabled: boolean;
}) {
  const known = options.some((option) => option.id === value);
  return (
    <TextField
      select
      label={label}
      required
      value={known ? value : ''}
      disabled={disabled || options.length === 0}
      error={error}
      helperText={helperText}
      slotProps={{
        select: {
          renderValue: (id) => {
            const chosen = options.find((option) => option.id === id);
            return chosen ? setOptionLabel(chosen) : '';
          },
        },
      }}
      onChange={(event) => {
        const option = options.find((candidate) => candidate.id === event.target.value);
        if (option) onChoose(option);
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.id} value={option.id}>
          {option.image[0] && (
            <Box
              component="img"
              src={option.image[0]}
              alt=""
              loading="lazy"
              // Offline or blocked: no broken-image icon in the list.
              onError={(event) => (event.currentTarget.style.visibility = 'hidden')}
              sx={{ width: 32, aspectRatio: '63 / 88', mr: 1.5, borderRadius: 0.5 }}
            />
          )}
          <ListItemText primary={setOptionLabel(option)} />
        </MenuItem>
      ))}
    </TextField>
  );
}
