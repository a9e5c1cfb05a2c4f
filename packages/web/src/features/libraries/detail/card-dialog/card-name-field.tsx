import { AUTOCOMPLETE_DEBOUNCE_MS, LIBRARY_DETAIL_TEXTS as T } from '@mdc/shared';
import { Autocomplete, TextField } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { searchCardNames } from '../../api/catalog-lookups';

/** The text typed, once it has stayed the same for `delay` ms. */
function useDebounced(value: string, delay: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The card name of a new card (spec §5): catalog names for whatever is typed, any length, 200 ms
 * after the last keystroke. A failed lookup leaves the list empty and says why.
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
  const query = useDebounced(input.trim(), AUTOCOMPLETE_DEBOUNCE_MS);
  const names = useQuery({
    queryKey: ['catalog', 'card-names', query],
    queryFn: ({ signal }) => searchCardNames(query, signal),
    enabled: query !== '',
    placeholderData: keepPreviousData,
  });
  const options =
    query && !names.isError ? [...new Set((names.data ?? []).map((card) => card.name))] : [];

  return (
    <Autocomplete
      options={options}
      value={value || null}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      onChange={(_event, name) => onChoose(name ?? '')}
      filterOptions={(all) => all}
      loading={names.isFetching}
      loadingText={T.searchingNames}
      noOptionsText={names.isError ? T.namesFailed : T.noNames}
      disabled={disabled}
      autoHighlight
      renderInput={(params) => (
        <TextField
          {...params}
          label={T.nameLabel}
          required
          autoFocus
          error={names.isError}
          helperText={names.isError ? T.namesFailed : T.nameHint}
        />
      )}
    />
  );
}
