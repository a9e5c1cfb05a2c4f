import { LIBRARY_DETAIL_TEXTS as T, type ArsRate } from '@mdc/shared';
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
import { priceEquivalent, type CardPrice, type PriceSource } from './card-dialog-price';

/**
 * Price source (own price in dollars or in whole pesos, or 'ck', the reference price) and the
 * price itself, with its equivalent at the peso's rate of the day
 * (docs/product/notifications.md#pesos).
 */
export function CardPriceFields({
  values,
  rate,
  error,
  hint,
  disabled,
  onSourceChange,
  onPriceChange,
  onPriceBlur,
}: {
  values: CardPrice;
  rate: ArsRate | null;
  /** Shown once the field was touched. */
  error: string | null;
  /** Shown when there is neither an error nor an equivalent. */
  hint: string | null;
  disabled: boolean;
  onSourceChange: (source: PriceSource) => void;
  onPriceChange: (price: string) => void;
  onPriceBlur: () => void;
}) {
  const labelId = useId();
  const { priceSource: source, price } = values;
  const followsReference = source === 'ck';
  const pesos = source === 'ars';
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
          <FormControlLabel value="ars" control={<Radio />} label={T.arsSource} />
          <FormControlLabel value="ck" control={<Radio />} label={T.ckSourceOption} />
        </RadioGroup>
      </FormControl>
      <TextField
        label={pesos ? T.arsPriceLabel : T.priceLabel}
        value={followsReference ? '' : price}
        disabled={disabled || followsReference}
        required={!followsReference}
        error={!followsReference && error !== null}
        helperText={
          followsReference ? T.ckPriceHint : (error ?? priceEquivalent(values, rate) ?? hint)
        }
        onChange={(event) => onPriceChange(event.target.value)}
        onBlur={onPriceBlur}
        slotProps={{
          htmlInput: { inputMode: pesos ? 'numeric' : 'decimal' },
          // The ck hint explains the disabled field: it must stay readable (MUI greys it out).
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          input: {
            startAdornment: (
              <InputAdornment position="start">{pesos ? 'ARS' : 'USD'}</InputAdornment>
            ),
          },
        }}
        sx={{ maxWidth: 220 }}
      />
    </Stack>
  );
}
