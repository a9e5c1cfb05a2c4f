/**
 * The recommended carousel's arithmetic (docs/product/search.md#recommended): 16 slots, 7 visible,
 * 50 px swipes.
 */

export const CAROUSEL_SLOTS = 16;
/** Items each side of the centre: 3 left, the centre, 3 right. */
export const CAROUSEL_SIDE = 3;
export const SWIPE_THRESHOLD_PX = 50;

/** The cards repeated in turn until they fill 16 slots (more cards: all of them). */
export function carouselSlots<T>(cards: readonly T[]): T[] {
  if (cards.length === 0) return [];
  const count = Math.max(CAROUSEL_SLOTS, cards.length);
  return Array.from({ length: count }, (_, slot) => cards[slot % cards.length]!);
}

/** `index` moved by `step`, wrapping around `count` slots. */
export const wrapIndex = (index: number, step: number, count: number) =>
  (((index + step) % count) + count) % count;

/** The slots on screen, left to right, each with its distance from the centre (-3 … 3). */
export function visibleSlots(index: number, count: number) {
  const offsets = Array.from({ length: CAROUSEL_SIDE * 2 + 1 }, (_, at) => at - CAROUSEL_SIDE);
  return offsets.map((offset) => ({ offset, slot: wrapIndex(index, offset, count) }));
}

/** A horizontal swipe of `deltaX` px: rightwards is previous (-1), leftwards next (+1). */
export function swipeStep(deltaX: number): -1 | 0 | 1 {
  if (deltaX > SWIPE_THRESHOLD_PX) return -1;
  if (deltaX < -SWIPE_THRESHOLD_PX) return 1;
  return 0;
}
