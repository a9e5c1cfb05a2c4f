import { SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { useEffect, useId, useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { flushSync } from 'react-dom';
import { useListInsertion } from '../hooks/use-list-insertion';
import { listInserted, listOfText } from '../model/inserted-list';
import type { NamesAutocomplete as Autocomplete, Caret } from './names-autocomplete';
import type { NamesFieldProps } from './names-field-props';
import { PlainField } from './plain-field';

/**
 * The card names of the panel. The autocomplete (MUI Autocomplete, chips, the lookup) loads
 * when the visitor reaches for the field, so it is not part of the first page's download
 * (decision 018); until then a plain field of the same look takes the text, and a pasted list
 * becomes names already. The swap loses nothing: the text lives in the panel's state,
 * and the autocomplete replaces the plain input in the same task that reads its focus and caret,
 * so the next key or paste lands in the autocomplete's input at the same place.
 */
/** The autocomplete once loaded: a later visit of the page (Back) draws it at once. */
let loadedField: typeof Autocomplete | undefined;

export function NamesField(props: NamesFieldProps & { onLoaded?: () => void }) {
  const id = useId();
  const [loaded, setLoaded] = useState<
    { Field: typeof Autocomplete; caret: Caret | null; enterPending: boolean } | undefined
  >(() =>
    loadedField && props.names.length > 0
      ? { Field: loadedField, caret: null, enterPending: false }
      : undefined,
  );
  const requested = useRef(loaded !== undefined);
  const plainInput = useRef<HTMLInputElement>(null);
  // An Enter on a name typed before the autocomplete came: it takes the first suggestion.
  const enterPending = useRef(false);

  const load = () => {
    if (requested.current) return;
    requested.current = true;
    void import('./names-autocomplete').then(({ NamesAutocomplete }) => {
      loadedField = NamesAutocomplete;
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
  // Names already chosen (a search opened by its address) are chips: the autocomplete shows them
  // (`load` runs once, whoever calls it).
  const hasNames = props.names.length > 0;
  useEffect(() => {
    if (hasNames) load();
  });
  // The screen waits for the chips before it puts the scroll position back.
  const { onLoaded } = props;
  useEffect(() => {
    if (loaded) onLoaded?.();
  }, [loaded, onLoaded]);
  // A list (line breaks, or 'N name' entries run together) becomes names, however it arrives;
  // a single name is typed text, as in the autocomplete.
  const addList = (list: string) => {
    load();
    void import('../model/add-pasted-names').then(({ addPastedNames }) =>
      props.onNamesChange((names) => addPastedNames(names, list, props.sideboard)),
    );
  };
  const paste = (event: ClipboardEvent) => {
    const list = listOfText(event.clipboardData.getData('text'));
    if (list === null) return;
    event.preventDefault();
    addList(list);
  };
  useListInsertion(plainInput, addList);
  const change = (text: string) => {
    const inserted = listInserted(props.input, text);
    props.onInputChange(inserted?.typed ?? text);
    if (inserted) addList(inserted.list);
  };

  const keyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing || props.input.trim() === '') return;
    event.preventDefault(); // not 'Buscar' yet: the name is being chosen
    enterPending.current = true;
    load();
  };

  if (loaded) {
    const { onLoaded: _onLoaded, ...fieldProps } = props;
    return (
      <loaded.Field
        {...fieldProps}
        id={id}
        caret={loaded.caret}
        enterPending={loaded.enterPending}
      />
    );
  }
  return (
    <PlainField
      id={id}
      inputRef={plainInput}
      label={T.namesLabel}
      value={props.input}
      onChange={change}
      helperText={T.namesHint}
      error={props.error}
      onFocus={load}
      onPointerEnter={load}
      onPaste={paste}
      onKeyDown={keyDown}
    />
  );
}
