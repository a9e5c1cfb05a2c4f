import { LIBRARY_DETAIL_TEXTS as T } from '@mdc/shared';
import { Autocomplete, TextField } from '@mui/material';
import { useState } from 'react';
import { useCardNameLookup } from '../../../../lib/use-card-name-lookup';

/**
 * The card name of a new card (docs/product/catalog-and-prices.md#card-names): catalog names for
 * whatever is typed, any length, 200 ms after the last keystroke. A failed lookup leaves the list
 * empty and says why.
 */
export function CardNameField({
  value,
  onChoose,
  disabled,
}: {
  value: string;
  onChoose: (name: string) => void;
  disabled: boolean;
}) {
  const [input, setInput] = useState(value);
  const names = useCardNameLookup(input);

  return (
    <Autocomplete
      options={names.options}
      value={value || null}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, name) => onChoose(name ?? '')}
      filterOptions={(all) => all}
      loading={names.loading}
      loadingText={T.searchingNames}
      noOptionsText={names.failed ? T.namesFailed : T.noNames}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={T.nameLabel}
          required
          autoFocus
          error={names.failed}
          helperText={names.failed ? T.namesFailed : T.nameHint}
        />
      )}
    />
  );
}
