import { searchKeyOf } from '@mdc/shared';
import { useState, type Dispatch, type SetStateAction } from 'react';
import { distinctNames, itemsOfLines, linesOfItems } from '../model/search-lines';
import { replaceName as replaceItem } from '../model/replace-name';
import { requestKey } from '../model/search-address';
import type { SearchRequest } from '../model/search-request';

export interface PanelFields {
  /** The names field's chips: a line each, '4 Counterspell' or a name alone. */
  lines: string[];
  setLines: Dispatch<SetStateAction<string[]>>;
  /** What is typed in the names field and not yet a chip. */
  typed: string;
  setTyped: (text: string) => void;
  deck: string;
  setDeck: (text: string) => void;
  /** Lists pasted or chosen and Moxfield decks count their sideboard too. */
  sideboard: boolean;
  setSideboard: (value: boolean) => void;
  /** '¿Quisiste decir…?': the chosen close name replaces the typo among the chips. */
  replaceName: (name: string, replacement: string) => void;
}

const same = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((line, i) => line === b[i]);

/**
 * The panel's fields, which follow the address: a search opened by a link, Back or a reload
 * shows what it searched (a list's names as chips, a deck's link), and the start page (the logo,
 * 'Buscar' in the top bar) empty fields. A search started from the panel finds them as they are.
 */
export function usePanelFields(request: SearchRequest | null): PanelFields {
  const [lines, setLines] = useState<string[]>(() =>
    request?.kind === 'names' ? linesOfItems(request.items) : [],
  );
  const [typed, setTyped] = useState('');
  const [deck, setDeck] = useState(() => (request?.kind === 'deck' ? request.deckId : ''));
  const [sideboard, setSideboard] = useState(() => request?.kind === 'deck' && request.sideboard);
  // Another search on the address: the fields follow it (set while rendering, React's way of
  // adjusting state to a prop: no render shows the old fields with the new search).
  const key = request && requestKey(request);
  const [shownKey, setShownKey] = useState(key);
  if (key !== shownKey) {
    setShownKey(key);
    if (request === null) {
      setLines([]);
      setTyped('');
      setDeck('');
    } else if (request.kind === 'names') {
      const wanted = linesOfItems(request.items);
      setLines((current) => (same(distinctNames(current), wanted) ? current : wanted));
      setDeck('');
    } else if (request.kind === 'deck') {
      setDeck(request.deckId);
      setSideboard(request.sideboard);
    }
  }

  const replaceName = (name: string, replacement: string) => {
    if (searchKeyOf(typed) === searchKeyOf(name)) setTyped('');
    setLines((current) => linesOfItems(replaceItem(itemsOfLines(current), name, replacement)));
  };
  return {
    lines,
    setLines,
    typed,
    setTyped,
    deck,
    setDeck,
    sideboard,
    setSideboard,
    replaceName,
  };
}
