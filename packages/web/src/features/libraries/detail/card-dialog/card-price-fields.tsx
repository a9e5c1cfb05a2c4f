import { LIBRARY_DETAIL_TEXTS as T } from '@mdc/shared';
import {
  FormControl,
  FormControlLabel,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useId } from 'react';
import type { PriceSource } from './card-dialog-values';

/** Price source (own USD price or 'ck', the reference price) and the price itself. */
export function CardPriceFields({
  source,
  price,
  error,
  hint,
  disabled,
  onSourceChange,
  onPriceChange,
  onPriceBlur,
}: {
  source: PriceSource;
  price: string;
  /** Shown once the field was touched. */
  error: string | null;
  hint: string | null;
  disabled: boolean;
  onSourceChange: (source: PriceSource) => void;
  onPriceChange: (price: string) => void;
  onPriceBlur: () => void;
}) {
  const labelId = useId();
  const followsReference = source === 'ck';
  return (
    <Stack spacing={1}>
      <FormControl disabled={disabled}>
        <FormLabel id={labelId}>{T.priceSourceLabel}</FormLabel>
        <RadioGroup
          aria-labelledby={labelId}
          value={source}
          onChange={(event) => onSourceChange(event.target.value as PriceSource)}
        >
          <FormControlLabel value="usd" control={<Radio />} label={T.usdSource} />
          <FormControlLabel value="ck" control={<Radio />} label={T.ckSourceOption} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={T.priceLabel}
        value={followsReference ? '' : price}
        disabled={disabled || followsReference}
        required={!followsReference}
        error={!followsReference && error !== null}
        helperText={followsReference ? T.ckPriceHint : (error ?? hint)}
        onChange={(event) => onPriceChange(event.target.value)}
        onBlur={onPriceBlur}
        slotProps={{
          htmlInput: { inputMode: 'decimal' },
          // The ck hint explains the disabled field: it must stay readable (MUI greys it out).
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          input: { startAdornment: <InputAdornment position="start">USD</InputAdornment> },
        }}
        sx={{ maxWidth: 220 }}
      />
    </Stack>
  );
}
