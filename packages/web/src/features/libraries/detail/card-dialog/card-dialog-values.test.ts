import { LIBRARY_MESSAGES } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { BOLT_SETS, LIBRARY_ID, makeCard } from '../testing/library-fixtures';
import {
  NEW_CARD_VALUES,
  priceError,
  quantityError,
  toEditedCard,
  toNewCard,
  valuesFromCard,
  withPrinting,
} from './card-dialog-values';

const [M10, M11] = BOLT_SETS as [(typeof BOLT_SETS)[0], (typeof BOLT_SETS)[0]];

describe('card dialog values', () => {
  it('reads a card that follows the reference price as source ck with an empty price', () => {
    expect(valuesFromCard(makeCard(1, { price: 'ck', condition: 'LP' }))).toMatchObject({
      priceSource: 'ck',
      price: '',
      condition: 'LP',
    });
  });

  it.each([
    ['12.50', null],
    ['7', null],
    [' 0.35 ', null],
    ['12,5', null],
    ['12,50', null],
    ['1.234', LIBRARY_MESSAGES.priceInvalid],
    ['1,234', LIBRARY_MESSAGES.priceInvalid],
    ['12,5x', LIBRARY_MESSAGES.priceInvalid],
    ['', LIBRARY_MESSAGES.priceInvalid],
    ['1234567890123', LIBRARY_MESSAGES.priceInvalid],
  ])('price %j → %j', (price, message) => {
    expect(priceError({ ...NEW_CARD_VALUES, price })).toBe(message);
  });

  it('does not check the price of a card that follows the reference price', () => {
    expect(priceError({ ...NEW_CARD_VALUES, priceSource: 'ck', price: 'x' })).toBeNull();
  });

  it.each([
    ['1', null],
    ['1000', null],
    ['0', LIBRARY_MESSAGES.quantityInvalid],
    ['1001', LIBRARY_MESSAGES.quantityInvalid],
    ['2.5', LIBRARY_MESSAGES.quantityInvalid],
    ['', LIBRARY_MESSAGES.quantityInvalid],
  ])('quantity %j → %j', (quantity, message) => {
    expect(quantityError({ ...NEW_CARD_VALUES, quantity })).toBe(message);
  });

  it('prices a printing at usd × rate, foil price when foil, and keeps the price without one', () => {
    const chosen = withPrinting(NEW_CARD_VALUES, M10, false, 1200);
    expect(chosen).toMatchObject({ referenceId: M10.id, price: '1500.00' });
    expect(withPrinting(chosen, M10, true, 1200).price).toBe('7800.00');
    expect(withPrinting({ ...chosen, price: '9.99' }, M11, true, 1200).price).toBe('9.99');
    expect(withPrinting({ ...chosen, priceSource: 'ck' }, M11, false, 1).price).toBe('1500.00');
  });

  it("sends 'ck' and NM for a buying library's new card", () => {
    const values = { ...NEW_CARD_VALUES, name: 'Lightning Bolt', referenceId: M10.id, price: '3' };
    expect(toNewCard({ ...values, condition: 'HP' }, LIBRARY_ID, true)).toMatchObject({
      price: 'ck',
      condition: 'NM',
    });
    expect(toNewCard(values, LIBRARY_ID, false)).toMatchObject({ price: '3.00', condition: 'NM' });
  });

  it('sends a price typed with a decimal comma with the point, on add and on edit', () => {
    const values = { ...NEW_CARD_VALUES, name: 'Lightning Bolt', price: ' 12,5 ' };
    expect(toNewCard(values, LIBRARY_ID, false).price).toBe('12.50');
    const card = makeCard(1, { cardName: 'Lightning Bolt', price: '1.00' });
    const edited = toEditedCard({ ...valuesFromCard(card), price: '4,05' }, card, M10, false);
    expect(edited.price).toBe('4.05');
  });

  it("leaves a buying library's stored price and condition alone on edit", () => {
    const card = makeCard(1, { cardName: 'Lightning Bolt', referenceId: M10.id });
    const edited = toEditedCard(valuesFromCard(card), card, M10, true);
    expect(edited).not.toHaveProperty('price');
    expect(edited).not.toHaveProperty('condition');
    expect(edited).toMatchObject({ id: card.id, cardSet: 'M10', quantity: 1 });
  });
});
