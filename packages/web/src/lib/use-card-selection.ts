import { useCallback, useMemo, useState } from 'react';

/** What a selectable card needs: an id, and whether someone already reserved it. */
export interface SelectableItem {
  id: string;
  reserved: boolean;
}

/**
 * The cards picked for a reservation. Only cards still listed and free count: after a reload,
 * a card someone else reserved meanwhile drops out of the selection by itself.
 */
export function useCardSelection<Card extends SelectableItem>(cards: readonly Card[]) {
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  const isSelected = useCallback((card: Card) => !card.reserved && ids.has(card.id), [ids]);
  const selected = useMemo(() => cards.filter(isSelected), [cards, isSelected]);

  const toggle = (card: Card) =>
    setIds((previous) => {
      const next = new Set(previous);
      if (!next.delete(card.id)) next.add(card.id);
      return next;
    });

  /** 'Seleccionar todo' selects every free card shown; when all are selected it deselects them. */
  const allSelected = (shown: readonly Card[]) => {
    const free = shown.filter((card) => !card.reserved);
    return free.length > 0 && free.every(isSelected);
  };
  const flipAll = (shown: readonly Card[]) => {
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
  const deselect = (done: readonly Card[]) =>
    setIds((previous) => {
      const next = new Set(previous);
      for (const card of done) next.delete(card.id);
      return next;
    });
  return { selected, isSelected, toggle, allSelected, flipAll, deselect };
}
