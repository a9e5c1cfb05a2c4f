import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import type { NamesAutocomplete as Autocomplete, Caret } from './names-autocomplete';
import type { NamesFieldProps } from './names-field-props';
import { PlainField } from './plain-field';

/**
 * The card names of the panel. The autocomplete (MUI Autocomplete, chips, the lookup) loads
 * when the visitor reaches for the field, so it is not part of the first page's download
 * (decision 018); until then a plain field of the same look takes the text, and a pasted list
 * becomes names already. The swap loses nothing (issue 19): the text lives in the panel's state,
 * and the autocomplete replaces the plain input in the same task that reads its focus and caret,
 * so the next key or paste lands in the autocomplete's input at the same place.
 */
export function NamesField(props: NamesFieldProps) {
  const id = useId();
  const [loaded, setLoaded] = useState<{
    Field: typeof Autocomplete;
    caret: Caret | null;
    enterPending: boolean;
  }>();
  const requested = useRef(false);
  const plainInput = useRef<HTMLInputElement>(null);
  // An Enter on a name typed before the autocomplete came: it takes the first suggestion.
  const enterPending = useRef(false);

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    void import('./names-autocomplete').then(({ NamesAutocomplete }) => {
      const input = plainInput.current;
      const caret =
        input && document.activeElement === input
          ? {
              start: input.selectionStart ?? input.value.length,
              end: input.selectionEnd ?? input.value.length,
            }
          : null;
      // Rendered now, not in a later task: no key may fall between the two inputs.
      flushSync(() =>
        setLoaded({ Field: NamesAutocomplete, caret, enterPending: enterPending.current }),
      );
    });
  };
  // A list (line breaks) becomes names; a single name is typed text, as in the autocomplete.
  const paste = (event: ClipboardEvent) => {
    const text = event.clipboardData.getData('text');
    if (!/[\r\n]/.test(text)) return;
    event.preventDefault();
    load();
    void import('../model/add-pasted-names').then(({ addPastedNames }) =>
      props.onNamesChange((names) => addPastedNames(names, text)),
    );
  };

  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || props.input.trim() === '') return;
    event.preventDefault(); // not 'Buscar' yet: the name is being chosen
    enterPending.current = true;
    load();
  };

  if (loaded) {
    return (
      <loaded.Field {...props} id={id} caret={loaded.caret} enterPending={loaded.enterPending} />
    );
  }
  return (
    <PlainField
      id={id}
      inputRef={plainInput}
      label={T.namesLabel}
      value={props.input}
      onChange={props.onInputChange}
      helperText={T.namesHint}
      error={props.error}
      onFocus={load}
      onPointerEnter={load}
      onPaste={paste}
      onKeyDown={keyDown}
    />
  );
}
