import type { CardSetOption, CardSummary } from '@mdc/shared';
import { describe, expect, it } from 'vitest';
import {
  createImportReview,
  reviewTotals,
  toNewLibraryCards,
  withChosenPrinting,
} from './import-review';
import { LIBRARY_ID, anUploadedCard, printingId, resolvedSummary } from './upload-test-fixtures';

const bolt = resolvedSummary({ name: 'Lightning Bolt', set: 'M10', collectorNumber: '146' }, 1.5);
const unknown: CardSummary = {
  ...resolvedSummary({ name: '  carta  INVENTADA', set: 'xyz', collectorNumber: '7' }),
  match: 'none',
  reference: null,
};

describe('createImportReview', () => {
  it("prices a row with the file's price, else the catalog's times the exchange rate, else ck", () => {
    const prices = (cards: CardSummary[], rate = 1) =>
      createImportReview(cards, rate, 0, []).rows.map((row) => [row.price, row.priceSource]);
    expect(
      prices([
        { ...bolt, price: 4.2 },
        { ...bolt, price: 'ck' },
        bolt,
        { ...bolt, foil: true },
        unknown,
      ]),
    ).toEqual([
      ['4.20', 'file'],
      ['ck', 'ck'],
      ['1.50', 'catalog'],
      ['3.00', 'catalog'],
      ['ck', 'ck'],
    ]);
    expect(prices([bolt], 1000)).toEqual([['1500.00', 'catalog']]);
    // A catalog price under the import minimum is raised to it, as a file's would be.
    const cheap = resolvedSummary({ name: 'Island', set: 'M10', collectorNumber: '233' }, 0.05);
    expect(prices([cheap])).toEqual([['0.35', 'catalog']]);
  });

  it('finds the library line of a card kept by name, whatever the case and spacing', () => {
    const existing = anUploadedCard({
      cardName: 'Carta Inventada',
      setCode: 'XYZ',
      collectorNumber: '7',
    });
    const review = createImportReview([unknown], 1, 0, [existing]);
    expect(review.existing.has(review.rows[0]!.key)).toBe(true);
  });

  it('tells the same printing in another finish, condition or language apart', () => {
    const existing = anUploadedCard({ referenceId: printingId('M10', '146'), foil: true });
    const cards = [
      bolt,
      { ...bolt, foil: true, condition: 'SP' as const },
      { ...bolt, foil: true },
    ];
    const review = createImportReview(cards, 1, 0, [existing]);
    expect(review.rows.map((row) => review.existing.has(row.key))).toEqual([false, false, true]);
  });
});

describe('reviewTotals', () => {
  it('adds up rows of one line and replaces the quantity of a line the library has', () => {
    const existing = [
      anUploadedCard({ referenceId: printingId('M10', '146'), quantity: 10 }),
      anUploadedCard({ cardName: 'Otra', quantity: 5 }),
    ];
    const review = createImportReview(
      [{ ...bolt, quantity: 2 }, { ...bolt, quantity: 3 }, unknown],
      1,
      2,
      existing,
    );
    const totals = reviewTotals(review, review.rows);
    expect([totals.created, totals.updated, totals.total]).toEqual([1, 1, 11]);
    expect(totals.rowsPerLine.get(review.rows[0]!.key)).toBe(2);
    expect(reviewTotals(review, review.rows.slice(2)).total).toBe(16);
    expect(reviewTotals(review, [])).toMatchObject({ created: 0, updated: 0, total: 15 });
  });
});

describe('a printing chosen in the review', () => {
  // The file says FWB #10; the catalog has no FWB and gave the card's default printing.
  const byName: CardSummary = {
    ...resolvedSummary({ name: 'Circle of Protection: Blue', set: '8ED', collectorNumber: '11' }),
    set: 'FWB',
    collectorNumber: '10',
    match: 'name',
  };
  const fourth: CardSetOption = {
    id: printingId('4ED', '198'),
    setName: 'Fourth Edition',
    setCode: '4ED',
    collectorNumber: '198',
    language: 'en',
    finishes: ['nonfoil'],
    image: ['https://cards.example/4ed-198.jpg'],
    usd: 0.8,
    usdFoil: null,
  };

  it("is what the upload sends: its catalog id, set and number, never the file's", () => {
    const review = createImportReview([byName], 2, 0, []);
    expect(toNewLibraryCards(LIBRARY_ID, review.rows)[0]).toMatchObject({
      referenceId: printingId('8ED', '11'),
      set: '8ED',
      collectorNumber: '11',
    });
    const chosen = withChosenPrinting(review.rows[0]!, fourth, review.exchangeRate);
    expect(chosen).toMatchObject({ chosen: true, price: '1.60', priceSource: 'catalog' });
    expect(chosen.card.reference).toMatchObject({
      id: fourth.id,
      name: 'Circle of Protection: Blue',
      setName: 'Fourth Edition',
      collectorNumber: '198',
      images: fourth.image,
    });
    expect(toNewLibraryCards(LIBRARY_ID, [chosen])[0]).toMatchObject({
      referenceId: fourth.id,
      name: 'Circle of Protection: Blue',
      set: '4ED',
      collectorNumber: '198',
      price: '1.60',
    });
  });

  it("changes the line key (new or update); a file's price stays, no catalog price is ck", () => {
    const existing = anUploadedCard({
      referenceId: fourth.id,
      cardName: 'Circle of Protection: Blue',
    });
    const review = createImportReview([byName, { ...byName, price: 3 }], 1, 0, [existing]);
    const [fromCatalog, fromFile] = review.rows as [
      (typeof review.rows)[0],
      (typeof review.rows)[0],
    ];
    expect(review.existing.has(fromCatalog.key)).toBe(false);
    expect(review.existing.has(withChosenPrinting(fromCatalog, fourth, 1).key)).toBe(true);
    expect(withChosenPrinting(fromFile, fourth, 1)).toMatchObject({
      price: '3.00',
      priceSource: 'file',
    });
    const foil = withChosenPrinting({ ...fromCatalog, card: { ...byName, foil: true } }, fourth, 1);
    expect(foil).toMatchObject({ price: 'ck', priceSource: 'ck' });
  });
});
