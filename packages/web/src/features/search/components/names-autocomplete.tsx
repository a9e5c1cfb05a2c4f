import { parseSearchLine, searchLineOf, SEARCH_SCREEN_TEXTS as T } from '@mdc/shared';
import { Autocomplete, TextField } from '@mui/material';
import {
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type KeyboardEvent,
} from 'react';
import { useCardNameLookup } from '../../../lib/use-card-name-lookup';
import { useListInsertion } from '../hooks/use-list-insertion';
import { addPastedNames } from '../model/add-pasted-names';
import { distinctNames } from '../model/search-lines';
import { listInserted, listOfText } from '../model/inserted-list';
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

/** The chips take at most this many rows; more scroll inside the field. */
const CHIP_ROWS = 6;
/** The list of suggestions never shrinks below this (three options). */
const LIST_MIN_HEIGHT = 120;

/**
 * How tall the suggestions may be without covering the form's 'Buscar': from under the field
 * to above the button (over it, the click meant for 'Buscar' chose a name).
 */
function listHeightAbove(input: HTMLInputElement | null): number | undefined {
  const field = input?.closest('.MuiAutocomplete-root');
  const button = input?.form?.querySelector('button[type="submit"]');
  if (!field || !button) return undefined;
  const room = button.getBoundingClientRect().top - field.getBoundingClientRect().bottom - 12;
  return Math.max(LIST_MIN_HEIGHT, Math.floor(room));
}

/**
 * Several card names as chips: a name typed and chosen (or typed and Enter), or a pasted list
 * split by the deck-text parser. A leading quantity stays with the name: '4 Counterspell' looks
 * up 'Counterspell' and the chip chosen is '4 Counterspell'. Suggestions come from the catalog, 200 ms after the last key;
 * the first is highlighted, and Enter takes the highlighted one: an Enter pressed
 * before the suggestions of what was typed arrived waits for them and takes the first, or the
 * text itself when there is none. Arrows or the pointer highlight another; Escape closes the
 * list, and Enter then adds the text as typed.
 */
export function NamesAutocomplete(props: Props) {
  const { names, input, onNamesChange, onInputChange, caret } = props;
  const typedLine = parseSearchLine(input);
  const lookup = useCardNameLookup(typedLine.name, props.member);
  const inputRef = useRef<HTMLInputElement>(null);
  const [listHeight, setListHeight] = useState<number>();
  // The text an Enter was pressed on before its suggestions arrived.
  const enterFor = useRef<string | null>(props.enterPending ? input : null);
  /** A chosen name, with the copies typed before it. */
  const lineOf = (name: string) => searchLineOf({ name, quantity: typedLine.quantity });
  const add = (line: string) => {
    onNamesChange((current) => distinctNames([...current, line]));
    onInputChange('');
  };
  const addList = (list: string) =>
    onNamesChange((current) => addPastedNames(current, list, props.sideboard));
  useListInsertion(inputRef, addList);

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
    if (pending === input) add(lookup.options[0] ? lineOf(lookup.options[0]) : input.trim());
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
    if (lookup.settled && highlighted) add(lineOf(highlighted));
    else enterFor.current = input;
  };
  const paste = (event: ClipboardEvent) => {
    const list = listOfText(event.clipboardData.getData('text'));
    if (list === null) return;
    event.preventDefault();
    addList(list);
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
        options={lookup.options}
        filterOptions={(all) => all}
        value={names}
        onChange={(_event, chosen, reason, details) => {
          const picked = reason === 'selectOption' ? details?.option : undefined;
          onNamesChange(
            distinctNames(chosen.map((line) => (line === picked ? lineOf(line) : line))),
          );
          if (reason === 'selectOption' || reason === 'createOption') onInputChange('');
        }}
        inputValue={input}
        // Chips changing (a pasted list parsed late) must not wipe what is being typed.
        onInputChange={(_event, text, reason) => {
          if (reason === 'reset') return;
          const inserted = listInserted(input, text);
          onInputChange(inserted?.typed ?? text);
          if (inserted) addList(inserted.list);
        }}
        onOpen={() => setListHeight(listHeightAbove(inputRef.current))}
        onKeyDown={keyDown}
        loading={lookup.loading}
        loadingText={T.namesLoading}
        noOptionsText={lookup.failed ? T.namesFailed : T.namesNone}
        clearText={T.clearNames}
        slotProps={{
          chip: { size: 'small' },
          listbox: { style: listHeight ? { maxHeight: listHeight } : undefined },
        }}
        // Every chip stays (no '+19' that expands on focus and shrinks on blur, moving 'Buscar'
        // under the pointer between its press and its release); past CHIP_ROWS rows they scroll.
        sx={{
          '& .MuiAutocomplete-inputRoot': {
            maxHeight: `${CHIP_ROWS * 2.1 + 1.5}em`,
            overflowY: 'auto',
          },
        }}
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
