import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Autocomplete, TextField } from '@mui/material';
import type { ClipboardEvent } from 'react';
import { useCardNameLookup } from '../../../lib/use-card-name-lookup';
import { addPastedNames, distinctNames } from '../model/add-pasted-names';
import type { NamesFieldProps } from './names-field';
import { FieldFrame } from './plain-field';

/**
 * Several card names as chips: a name typed and chosen (or typed and Enter), or a pasted list
 * split by the deck-text parser. Suggestions come from the catalog, 200 ms after the last key.
 */
export function NamesAutocomplete(props: NamesFieldProps & { id: string }) {
  const lookup = useCardNameLookup(props.input, props.member);
  const paste = (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(text)) return;
    event.preventDefault();
    props.onNamesChange(addPastedNames(props.names, text));
    props.onInputChange('');
  };
  const error = props.error ?? (lookup.failed ? T.namesFailed : undefined);

  return (
    <FieldFrame id={props.id} label={T.namesLabel} helperText={T.namesHint} error={error}>
      <Autocomplete
        id={props.id}
        multiple
        freeSolo
        autoHighlight
        filterSelectedOptions
        limitTags={12}
        options={lookup.options}
        filterOptions={(all) => all}
        value={props.names}
        onChange={(_event, names) => props.onNamesChange(distinctNames(names))}
        inputValue={props.input}
        onInputChange={(_event, text) => props.onInputChange(text)}
        loading={lookup.loading}
        loadingText={T.namesLoading}
        noOptionsText={lookup.failed ? T.namesFailed : T.namesNone}
        clearText={T.clearNames}
        slotProps={{ chip: { size: 'small' } }}
        renderInput={(params) => (
          <TextField
            {...params}
            autoFocus
            size="small"
            onPaste={paste}
            error={Boolean(error)}
            slotProps={{
              ...params.slotProps,
              htmlInput: {
                ...params.slotProps.htmlInput,
                'aria-describedby': `${props.id}-helper`,
              },
            }}
          />
        )}
      />
    </FieldFrame>
  );
}
