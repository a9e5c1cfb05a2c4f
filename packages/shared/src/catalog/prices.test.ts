import { describe, expect, it } from 'vitest';
import { cardImageUrl, cardImageUrls } from './image-urls';
import { addCardDialogPrice, referencePriceFor } from './prices';

describe('referencePriceFor', () => {
  it('takes ck_foil for a foil and ck otherwise, only when positive', () => {
    expect(referencePriceFor({ ck: 1.5, ck_foil: 3 }, false)).toBe(1.5);
    expect(referencePriceFor({ ck: 1.5, ck_foil: 3 }, true)).toBe(3);
    expect(referencePriceFor({ ck: 1.5, ck_foil: 0 }, true)).toBeNull();
  });
});

describe('addCardDialogPrice', () => {
  it('multiplies the set price by the exchange rate', () => {
    expect(addCardDialogPrice({ usd: 2.5, usdFoil: 4 }, false, 1)).toBe('2.50');
    expect(addCardDialogPrice({ usd: 2.5, usdFoil: 4 }, true, 1.25)).toBe('5.00');
    expect(addCardDialogPrice({ usd: 0.1, usdFoil: null }, false, 1.115)).toBe('0.11');
  });

  it('gives null when the set has no price for that finish', () => {
    expect(addCardDialogPrice({ usd: null, usdFoil: 4 }, false, 1)).toBeNull();
    expect(addCardDialogPrice({ usd: 1, usdFoil: null }, true, 1)).toBeNull();
  });
});

describe('cardImageUrl', () => {
  it('follows the Scryfall CDN layout', () => {
    const id = '09fd2d9c-1793-4beb-a3fb-7a869f660cd4';
    expect(cardImageUrl(id)).toBe(`https://cards.scryfall.io/normal/front/0/9/${id}.jpg`);
    expect(cardImageUrls(id, true, 'small')).toEqual([
      `https://cards.scryfall.io/small/front/0/9/${id}.jpg`,
      `https://cards.scryfall.io/small/back/0/9/${id}.jpg`,
    ]);
  });
});
