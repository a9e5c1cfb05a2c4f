import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Autocomplete, TextField } from '@mui/material';
import { useEffect, useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useCardNameLookup } from '../../../lib/use-card-name-lookup';
import { addPastedNames, distinctNames } from '../model/add-pasted-names';
import type { NamesFieldProps } from './names-field-props';
import { FieldFrame } from './plain-field';

/** Where the plain field's caret was when this field took its place (null: it had no focus). */
export interface Caret {
  start: number;
  end: number;
}

type Props = NamesFieldProps & {
  id: string;
  caret: Caret | null;
  /** Enter was pressed in the plain field: the first suggestion of what it holds is taken. */
  enterPending: boolean;
};

/**
 * Several card names as chips: a name typed and chosen (or typed and Enter), or a pasted list
 * split by the deck-text parser. Suggestions come from the catalog, 200 ms after the last key;
 * the first is highlighted, and Enter takes the highlighted one (issue 19): an Enter pressed
 * before the suggestions of what was typed arrived waits for them and takes the first, or the
 * text itself when there is none. Arrows or the pointer highlight another; Escape closes the
 * list, and Enter then adds the text as typed.
 */
export function NamesAutocomplete(props: Props) {
  const { names, input, onNamesChange, onInputChange, caret } = props;
  const lookup = useCardNameLookup(input, props.member);
  const inputRef = useRef<HTMLInputElement>(null);
  // The text an Enter was pressed on before its suggestions arrived.
  const enterFor = useRef<string | null>(props.enterPending ? input : null);
  const add = (name: string) => {
    onNamesChange((current) => distinctNames([...current, name]));
    onInputChange('');
  };

  // Takes over from the plain field: focus and caret where they were, suggestions open.
  useLayoutEffect(() => {
    if (!caret || !inputRef.current) return;
    inputRef.current.focus();
    inputRef.current.setSelectionRange(caret.start, caret.end);
  }, [caret]);

  // An Enter waiting for the suggestions: typing on voids it; their arrival completes it.
  useEffect(() => {
    const pending = enterFor.current;
    if (pending === null || (pending === input && !lookup.settled)) return;
    enterFor.current = null;
    if (pending === input) add(lookup.options[0] ?? input.trim());
    // `add` is a new function at each render; what this waits for is listed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [input, lookup.settled, lookup.options]);

  // MUI's freeSolo Enter takes the typed text over the highlighted option: this takes the
  // option the list shows highlighted (the input's aria-activedescendant), else waits for the
  // suggestions still on their way; with none, MUI adds the text.
  const keyDown = (event: KeyboardEvent<HTMLDivElement> & { defaultMuiPrevented?: boolean }) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || input.trim() === '') return;
    const active = inputRef.current?.getAttribute('aria-activedescendant');
    const highlighted = active ? document.getElementById(active)?.textContent : null;
    if (lookup.settled && !highlighted) return;
    event.defaultMuiPrevented = true;
    event.preventDefault();
    if (lookup.settled && highlighted) add(highlighted);
    else enterFor.current = input;
  };
  const paste = (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(text)) return;
    event.preventDefault();
    onNamesChange((current) => addPastedNames(current, text));
  };
  const error = props.error ?? (lookup.failed ? T.namesFailed : undefined);

  return (
    <FieldFrame id={props.id} label={T.namesLabel} helperText={T.namesHint} error={error}>
      <Autocomplete
        id={props.id}
        multiple
        freeSolo
        autoHighlight
        openOnFocus
        filterSelectedOptions
        limitTags={12}
        options={lookup.options}
        filterOptions={(all) => all}
        value={names}
        onChange={(_event, chosen, reason) => {
          onNamesChange(distinctNames(chosen));
          if (reason === 'selectOption' || reason === 'createOption') onInputChange('');
        }}
        inputValue={input}
        // Chips changing (a pasted list parsed late) must not wipe what is being typed.
        onInputChange={(_event, text, reason) => reason !== 'reset' && onInputChange(text)}
        onKeyDown={keyDown}
        loading={lookup.loading}
        loadingText={T.namesLoading}
        noOptionsText={lookup.failed ? T.namesFailed : T.namesNone}
        clearText={T.clearNames}
        slotProps={{ chip: { size: 'small' } }}
        renderInput={(params) => (
          <TextField
            {...params}
            inputRef={inputRef}
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
