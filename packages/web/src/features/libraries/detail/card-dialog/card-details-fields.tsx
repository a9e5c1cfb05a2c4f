import {
  CARD_LANGUAGES,
  cardLanguageLabel,
  LIBRARY_DETAIL_TEXTS as T,
  LIBRARY_DIALOG_CONDITIONS,
} from '@mdc/shared';
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { quantityError, type CardDialogValues } from './card-dialog-values';

/** Condition (sale libraries only), language, foil and quantity of the card in the dialog. */
export function CardDetailsFields({
  values,
  buying,
  disabled,
  onChange,
  onFoilChange,
}: {
  values: CardDialogValues;
  buying: boolean;
  disabled: boolean;
  onChange: (changes: Partial<CardDialogValues>) => void;
  onFoilChange: (foil: boolean) => void;
}) {
  const quantityProblem = quantityError(values);
  // A card imported as LP keeps it; the dialog offers the other six otherwise.
  const conditions: readonly string[] = LIBRARY_DIALOG_CONDITIONS.includes(
    values.condition as (typeof LIBRARY_DIALOG_CONDITIONS)[number],
  )
    ? LIBRARY_DIALOG_CONDITIONS
    : [...LIBRARY_DIALOG_CONDITIONS, values.condition];
  const languages: readonly string[] = (CARD_LANGUAGES as readonly string[]).includes(
    values.language,
  )
    ? CARD_LANGUAGES
    : [...CARD_LANGUAGES, values.language];

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {!buying && (
        <TextField
          select
          label={T.conditionLabel}
          value={values.condition}
          disabled={disabled}
          onChange={(event) => onChange({ condition: event.target.value })}
          sx={{ minWidth: 120 }}
        >
          {conditions.map((condition) => (
            <MenuItem key={condition} value={condition}>
              {condition}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        select
        label={T.languageLabel}
        value={values.language}
        disabled={disabled}
        onChange={(event) => onChange({ language: event.target.value })}
        sx={{ minWidth: 180 }}
      >
        {languages.map((code) => (
          <MenuItem key={code} value={code}>
            {cardLanguageLabel(code)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label={T.quantityLabel}
        type="number"
        value={values.quantity}
        disabled={disabled}
        required
        error={quantityProblem !== null}
        helperText={quantityProblem}
        onChange={(event) => onChange({ quantity: event.target.value })}
        slotProps={{ htmlInput: { min: 1, step: 1, inputMode: 'numeric' } }}
        sx={{ width: 120 }}
      />
      <FormControlLabel
        label={T.foilLabel}
        disabled={disabled}
        control={
          <Checkbox
            checked={values.foil}
            onChange={(event) => onFoilChange(event.target.checked)}
          />
        }
      />
    </Stack>
  );
}
