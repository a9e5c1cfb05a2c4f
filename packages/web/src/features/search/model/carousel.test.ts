import { describe, expect, it } from 'vitest';
import { carouselSlots, swipeStep, visibleSlots, wrapIndex } from './carousel';

describe('recommended carousel arithmetic', () => {
  it('fills 16 slots by repeating the cards in turn, and keeps all of a longer list', () => {
    expect(carouselSlots(['a', 'b', 'c'])).toEqual('abcabcabcabcabca'.split(''));
    expect(carouselSlots([])).toEqual([]);
    expect(carouselSlots(Array.from({ length: 20 }, (_, at) => at))).toHaveLength(20);
  });

  it('shows 7 slots, 3 each side of the centre, wrapping at both ends', () => {
    expect(visibleSlots(0, 16).map(({ slot }) => slot)).toEqual([13, 14, 15, 0, 1, 2, 3]);
    expect(visibleSlots(15, 16).map(({ offset }) => offset)).toEqual([-3, -2, -1, 0, 1, 2, 3]);
    expect(visibleSlots(15, 16).map(({ slot }) => slot)).toEqual([12, 13, 14, 15, 0, 1, 2]);
  });

  it('moves cyclically', () => {
    expect(wrapIndex(15, 1, 16)).toBe(0);
    expect(wrapIndex(0, -1, 16)).toBe(15);
  });

  it('turns only on swipes over 50 px: rightwards previous, leftwards next', () => {
    expect(swipeStep(51)).toBe(-1);
    expect(swipeStep(-51)).toBe(1);
    expect(swipeStep(50)).toBe(0);
    expect(swipeStep(-50)).toBe(0);
  });
});
