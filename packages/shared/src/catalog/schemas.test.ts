import { describe, expect, it } from 'vitest';
import { analyticsEventSchema } from '../analytics';
import { TEXT_MESSAGES } from '../text-field';
import { CATALOG_MESSAGES } from './constants';
import { cardNameQuerySchema, cardSummaryRequestSchema, referenceIdSchema } from './schemas';

const messages = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('unstorable text in catalog and analytics payloads (item 3)', () => {
  it('refuses a null byte in a card-name query', () => {
    expect(messages(cardNameQuerySchema.safeParse({ name: 'Sol\u0000Ring' }))).toEqual([
      ['name', TEXT_MESSAGES.unstorable],
    ]);
  });

  it('refuses it in every text of an imported row, naming the row and the field', () => {
    for (const field of ['name', 'set', 'collectorNumber']) {
      const row = { name: 'Sol Ring', set: 'cmr', collectorNumber: '1', price: '1.50' };
      const result = cardSummaryRequestSchema.safeParse([row, { ...row, [field]: 'x\u0000' }]);
      expect(messages(result), field).toEqual([[`1.${field}`, TEXT_MESSAGES.unstorable]]);
    }
  });

  it('refuses it in a price as an invalid price (the number-or-text union has one message)', () => {
    const row = { name: 'Sol Ring', price: '1.5\u0000' };
    expect(messages(cardSummaryRequestSchema.safeParse([row]))).toEqual([
      ['0.price', CATALOG_MESSAGES.priceInvalid],
    ]);
  });

  it('refuses a lone surrogate in a reference id and a page path', () => {
    expect(messages(referenceIdSchema.safeParse('\uD800'))).toEqual([
      ['', TEXT_MESSAGES.unstorable],
    ]);
    expect(
      messages(analyticsEventSchema.safeParse({ type: 'page_view', path: '/a\uDC00' })),
    ).toEqual([['path', TEXT_MESSAGES.unstorable]]);
  });

  it('still takes ordinary values', () => {
    expect(cardNameQuerySchema.parse({ name: ' Relámpago ' })).toEqual({ name: 'Relámpago' });
    expect(analyticsEventSchema.parse({ type: 'page_view', path: '/search' }).path).toBe('/search');
  });
});
