import { LIBRARY_MESSAGES, type ArsRate } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import { BOLT_SETS } from '../testing/library-fixtures';
import {
  payloadPrice,
  priceEquivalent,
  priceError,
  withPrinting,
  withSource,
} from './card-dialog-price';
import { NEW_CARD_VALUES, type CardDialogValues } from './card-dialog-values';

const [M10, M11] = BOLT_SETS as [(typeof BOLT_SETS)[0], (typeof BOLT_SETS)[0]];
const RATE: ArsRate = { arsPerUsd: 1220, day: '2025-06-02' };
const usd = (price: string): CardDialogValues => ({ ...NEW_CARD_VALUES, price });
const pesos = (price: string): CardDialogValues => ({
  ...NEW_CARD_VALUES,
  priceSource: 'ars',
  priceCurrency: 'ars',
  price,
});

describe('card dialog price', () => {
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
  ])('dollars %j → %j', (price, message) => {
    expect(priceError(usd(price))).toBe(message);
  });

  it.each([
    ['15000', null],
    ['15.000', null],
    [' 1.234.567 ', null],
    ['1', null],
    ['0', LIBRARY_MESSAGES.pesosInvalid],
    ['12.50', LIBRARY_MESSAGES.pesosInvalid],
    ['12,5', LIBRARY_MESSAGES.pesosInvalid],
    ['15.00', LIBRARY_MESSAGES.pesosInvalid],
    ['$ 15000', LIBRARY_MESSAGES.pesosInvalid],
    ['', LIBRARY_MESSAGES.pesosInvalid],
    ['1234567890', LIBRARY_MESSAGES.pesosInvalid],
  ])('pesos %j → %j', (price, message) => {
    expect(priceError(pesos(price))).toBe(message);
  });

  it('does not check the price of a card that follows the reference price', () => {
    expect(priceError({ ...usd('x'), priceSource: 'ck' })).toBeNull();
  });

  it('sends the stored form of the typed price', () => {
    expect(payloadPrice(usd('12,5'))).toBe('12.50');
    expect(payloadPrice(pesos('15.000'))).toBe('ARS 15000');
    expect(payloadPrice({ ...pesos('15.000'), priceSource: 'ck' })).toBe('ck');
  });

  it('writes what the typed price is worth in the other currency, only with a rate', () => {
    expect(priceEquivalent(usd('12,5'), RATE)).toBe('≈ $ 15.250');
    expect(priceEquivalent(pesos('15.000'), RATE)).toBe('≈ USD 12.30');
    expect(priceEquivalent(pesos('15000'), null)).toBeNull();
    expect(priceEquivalent(pesos('12.50'), RATE)).toBeNull();
    expect(priceEquivalent({ ...usd('12.50'), priceSource: 'ck' }, RATE)).toBeNull();
  });

  it('prices a printing at usd × rate, foil price when foil, and keeps the price without one', () => {
    const chosen = withPrinting(NEW_CARD_VALUES, M10, false, 1200, RATE);
    expect(chosen).toMatchObject({ referenceId: M10.id, price: '1500.00' });
    expect(withPrinting(chosen, M10, true, 1200, RATE).price).toBe('7800.00');
    expect(withPrinting({ ...chosen, price: '9.99' }, M11, true, 1200, RATE).price).toBe('9.99');
    expect(withPrinting({ ...chosen, priceSource: 'ck' }, M11, false, 1, RATE).price).toBe(
      '1500.00',
    );
  });

  it('prices a printing in whole pesos at usd × exchange rate × the rate of the day', () => {
    expect(withPrinting(pesos(''), M10, false, 2, RATE)).toMatchObject({
      referenceId: M10.id,
      price: '3050',
    });
    expect(withPrinting(pesos(''), M10, true, 1.1, RATE).price).toBe('8723');
    expect(withPrinting(pesos('9000'), M11, true, 2, RATE).price).toBe('9000');
    expect(withPrinting(pesos('9000'), M10, false, 2, null)).toMatchObject({
      referenceId: M10.id,
      price: '9000',
    });
  });

  it('converts the typed price once when switching between dollars and pesos with a rate', () => {
    expect(withSource(usd('12.50'), 'ars', RATE)).toMatchObject({
      priceSource: 'ars',
      priceCurrency: 'ars',
      price: '15250',
    });
    expect(withSource(usd('12,5'), 'ars', RATE).price).toBe('15250');
    expect(withSource(pesos('15.250'), 'usd', RATE)).toMatchObject({
      priceSource: 'usd',
      priceCurrency: 'usd',
      price: '12.50',
    });
    expect(withSource(pesos('15000'), 'usd', RATE).price).toBe('12.30');
    expect(withSource(usd('12.50'), 'usd', RATE).price).toBe('12.50');
  });

  it('clears the price without a rate or when the typed amount is not valid', () => {
    expect(withSource(usd('12.50'), 'ars', null).price).toBe('');
    expect(withSource(pesos('15000'), 'usd', null).price).toBe('');
    expect(withSource(usd('12,5x'), 'ars', RATE).price).toBe('');
  });

  it("keeps the text and its currency under 'ck', and converts it when leaving for the other", () => {
    const reference = withSource(usd('12.50'), 'ck', RATE);
    expect(reference).toMatchObject({ priceSource: 'ck', priceCurrency: 'usd', price: '12.50' });
    expect(withSource(reference, 'usd', RATE).price).toBe('12.50');
    expect(withSource(reference, 'ars', RATE).price).toBe('15250');
    expect(withSource(reference, 'ars', null).price).toBe('');
  });
});
