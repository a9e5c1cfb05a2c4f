import type { LibraryCard } from '@mdc/shared';
import { useCallback, useMemo, useState } from 'react';

/**
 * The cards picked for a reservation. Only cards still in the library and free count: after a
 * reload, a card someone else reserved meanwhile drops out of the selection by itself.
 */
export function useCardSelection(cards: readonly LibraryCard[]) {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const isSelected = useCallback((card: LibraryCard) => !card.reserved && ids.has(card.id), [ids]);
  const selected = useMemo(() => cards.filter(isSelected), [cards, isSelected]);

  const toggle = (card: LibraryCard) =>
    setIds((previous) => {
      const next = new Set(previous);
      if (!next.delete(card.id)) next.add(card.id);
      return next;
    });

  /** 'Seleccionar todo' selects every free card shown; when all are selected it deselects them. */
  const allSelected = (shown: readonly LibraryCard[]) => {
    const free = shown.filter((card) => !card.reserved);
    return free.length > 0 && free.every(isSelected);
  };
  const flipAll = (shown: readonly LibraryCard[]) => {
    const deselect = allSelected(shown);
    setIds((previous) => {
      const next = new Set(previous);
      for (const card of shown) {
        if (deselect) next.delete(card.id);
        else if (!card.reserved) next.add(card.id);
      }
      return next;
    });
  };

  /** After a reservation: those cards leave the selection, the others stay selected. */
  const deselect = (done: readonly LibraryCard[]) =>
    setIds((previous) => {
      const next = new Set(previous);
      for (const card of done) next.delete(card.id);
      return next;
    });
  return { selected, isSelected, toggle, allSelected, flipAll, deselect };
}
