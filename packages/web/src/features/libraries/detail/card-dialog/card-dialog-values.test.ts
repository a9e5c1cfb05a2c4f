import { LIBRARY_MESSAGES } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { BOLT_SETS, LIBRARY_ID, aNumberedCard } from '../testing/library-fixtures';
import {
  NEW_CARD_VALUES,
  quantityError,
  toEditedCard,
  toNewCard,
  valuesFromCard,
} from './card-dialog-values';

const [M10] = BOLT_SETS as [(typeof BOLT_SETS)[0]];

describe('card dialog values', () => {
  it('reads a card that follows the reference price as source ck with an empty price', () => {
    expect(valuesFromCard(aNumberedCard(1, { price: 'ck', condition: 'LP' }))).toMatchObject({
      priceSource: 'ck',
      price: '',
      condition: 'LP',
    });
  });

  it('reads a card priced in pesos as source ars with the whole pesos, a dollar one as usd', () => {
    expect(valuesFromCard(aNumberedCard(1, { price: 'ARS 15000' }))).toMatchObject({
      priceSource: 'ars',
      priceCurrency: 'ars',
      price: '15000',
    });
    expect(valuesFromCard(aNumberedCard(1, { price: '12.50' }))).toMatchObject({
      priceSource: 'usd',
      priceCurrency: 'usd',
      price: '12.50',
    });
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
    const card = aNumberedCard(1, { cardName: 'Lightning Bolt', price: '1.00' });
    const edited = toEditedCard({ ...valuesFromCard(card), price: '4,05' }, card, M10, false);
    expect(edited.price).toBe('4.05');
  });

  it("sends pesos typed with or without the thousands point as 'ARS 15000'", () => {
    const values = { ...NEW_CARD_VALUES, name: 'Lightning Bolt', priceSource: 'ars' as const };
    expect(toNewCard({ ...values, price: '15.000' }, LIBRARY_ID, false).price).toBe('ARS 15000');
    const card = aNumberedCard(1, { cardName: 'Lightning Bolt', price: 'ARS 9000' });
    const edited = toEditedCard({ ...valuesFromCard(card), price: ' 15000 ' }, card, M10, false);
    expect(edited.price).toBe('ARS 15000');
    expect(toNewCard({ ...values, price: '15.000' }, LIBRARY_ID, true).price).toBe('ck');
  });

  it("leaves a buying library's stored price and condition alone on edit", () => {
    const card = aNumberedCard(1, { cardName: 'Lightning Bolt', referenceId: M10.id });
    const edited = toEditedCard(valuesFromCard(card), card, M10, true);
    expect(edited).not.toHaveProperty('price');
    expect(edited).not.toHaveProperty('condition');
    expect(edited).toMatchObject({ id: card.id, cardSet: 'M10', quantity: 1 });
  });
});
