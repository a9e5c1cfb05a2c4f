import { describe, expect, it } from 'vitest';
import {
  arsPrice,
  pesosFieldPrice,
  readLinePrice,
  storedLinePrice,
  sumLinePrices,
  usdOfLine,
} from './line-price';
import { libraryPriceSchema } from './schemas';
import {
  groupThousands,
  lineEquivalentText,
  linePriceText,
  MONEY_TEXTS,
  priceWithEquivalent,
  sumsText,
  usdWithPesos,
} from './money-texts';

const rate = { arsPerUsd: 1220, day: '2026-11-26' };

describe('a line price', () => {
  it('reads dollars, pesos and ck', () => {
    expect(readLinePrice('12.50')).toEqual({ currency: 'USD', amount: 12.5 });
    expect(readLinePrice('ARS 15000')).toEqual({ currency: 'ARS', amount: 15000 });
    expect(readLinePrice('ck')).toEqual({ currency: 'ck' });
  });

  it('takes pesos as people write them, whole, and stores them as ARS', () => {
    expect(
      ['ARS 15000', 'ars 15.000', '$ 15000', '$15.000', ' ARS 1.250.000 '].map(arsPrice),
    ).toEqual(['ARS 15000', 'ARS 15000', 'ARS 15000', 'ARS 15000', 'ARS 1250000']);
    expect(
      ['ARS 15000,50', 'ARS 0', 'ARS', 'USD 12', '15000', 'ARS 15.00', 'ARS 1234567890'].map(
        arsPrice,
      ),
    ).toEqual([null, null, null, null, null, null, null]);
    expect(pesosFieldPrice('15.000')).toBe('ARS 15000');
    expect(storedLinePrice('12,5')).toBe('12.50');
    expect(storedLinePrice('$ 800')).toBe('ARS 800');
    expect(libraryPriceSchema.parse('Ars 9.500')).toBe('ARS 9500');
  });

  it('is worth dollars of the day: pesos over the rate, to the cent', () => {
    expect(usdOfLine('12.50', rate)).toBe(12.5);
    expect(usdOfLine('ARS 15000', rate)).toBe(12.3);
    expect(usdOfLine('ARS 15000', null)).toBeNull();
    expect(usdOfLine('ck', rate)).toBeNull();
  });

  it('adds up apart by currency, in cents and whole pesos', () => {
    const sums = sumLinePrices(['0.10', '0.20', 'ARS 15000', 'ARS 500', 'ck']);
    expect(sums).toEqual({ usdCents: 30, pesos: 15500, ckCount: 1 });
    expect(sumsText(sums)).toBe('USD 0.30 + ARS 15.500');
    expect(sumsText({ usdCents: 0, pesos: 800, ckCount: 0 })).toBe('ARS 800');
    expect(sumsText({ usdCents: 0, pesos: 0, ckCount: 2 })).toBe('USD 0.00');
  });
});

describe('money as screens and mails write it', () => {
  it('groups pesos with the Argentine point and puts the equivalent beside', () => {
    expect(groupThousands(1250000)).toBe('1.250.000');
    expect(linePriceText('ARS 15000', 'CK')).toBe('ARS 15.000');
    expect(linePriceText('ck', 'Precio CK')).toBe('Precio CK');
    expect(priceWithEquivalent('12.50', rate, 'CK')).toBe('USD 12.50 · ≈ $ 15.250');
    expect(priceWithEquivalent('ARS 15000', rate, 'CK')).toBe('ARS 15.000 · ≈ USD 12.30');
    expect(priceWithEquivalent('12.50', null, 'CK')).toBe('USD 12.50');
    expect(lineEquivalentText('ck', rate)).toBeNull();
    expect(usdWithPesos(2, rate)).toBe('USD 2.00 · ≈ $ 2.440');
    expect(MONEY_TEXTS.rateNote(rate)).toBe('Dólar de referencia del 26/11/2026: $ 1.220 por USD');
    expect(MONEY_TEXTS.rateNote({ arsPerUsd: 1465.5, day: '2026-11-26' })).toBe(
      'Dólar de referencia del 26/11/2026: $ 1.465,50 por USD',
    );
  });
});
