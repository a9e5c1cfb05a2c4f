import {
  addCardDialogPrice,
  cardPrintingKey,
  CK_PRICE,
  importPrice,
  libraryCardKey,
  type CardSetOption,
  type CardSummary,
  type LibraryCard,
  type NewLibraryCard,
} from '@mdc/shared';

/**
 * The review step's model: each imported row with its line key and price, compared with the
 * library's cards by the server's own rule (libraryCardKey). Rows of one line add up and a line
 * already in the library has its quantity replaced, as `POST /library/card` does.
 */

export type PriceSource = 'file' | 'catalog' | 'ck';

export interface ReviewRow {
  /** The row's place in the file: stable while others are removed. */
  id: number;
  /** The row as resolved; `card.reference` is the printing the upload stores (null: by name). */
  card: CardSummary;
  key: string;
  price: string;
  priceSource: PriceSource;
  /** The person chose the printing in the review (instead of the catalog's match). */
  chosen: boolean;
}

export interface ImportReview {
  rows: ReviewRow[];
  /** Lines of the file that could not be read. */
  skipped: number;
  /** The library's lines: key → quantity. */
  existing: Map<string, number>;
  existingCopies: number;
  /** Catalog USD prices are multiplied by it (also for a printing chosen in the review). */
  exchangeRate: number;
}

/** The file's price; else the catalog's (foil price when foil, × exchange rate); else 'ck'. */
function reviewPrice(card: CardSummary, exchangeRate: number): [string, PriceSource] {
  const fromFile = importPrice(card.price);
  if (fromFile === CK_PRICE) return [CK_PRICE, 'ck'];
  if (typeof fromFile === 'string') return [fromFile, 'file'];
  if (fromFile !== null) return [fromFile.toFixed(2), 'file'];
  const catalog = card.reference
    ? importPrice(addCardDialogPrice(card.reference, card.foil, exchangeRate))
    : null;
  return typeof catalog === 'number' ? [catalog.toFixed(2), 'catalog'] : [CK_PRICE, 'ck'];
}

const importedLineKey = (card: CardSummary) =>
  libraryCardKey({
    printingKey: cardPrintingKey({ ...card, referenceId: card.reference?.id ?? null }),
    ...card,
  });

const existingLineKey = (card: LibraryCard) =>
  libraryCardKey({
    printingKey: cardPrintingKey({
      referenceId: card.referenceId,
      name: card.cardName,
      set: card.setCode,
      collectorNumber: card.collectorNumber,
    }),
    ...card,
  });

export function createImportReview(
  cards: CardSummary[],
  exchangeRate: number,
  skipped: number,
  libraryCards: LibraryCard[],
): ImportReview {
  const existing = new Map(libraryCards.map((card) => [existingLineKey(card), card.quantity]));
  return {
    rows: cards.map((card, id) => {
      const [price, priceSource] = reviewPrice(card, exchangeRate);
      return { id, card, key: importedLineKey(card), price, priceSource, chosen: false };
    }),
    skipped,
    existing,
    existingCopies: libraryCards.reduce((sum, card) => sum + card.quantity, 0),
    exchangeRate,
  };
}

/**
 * The row with another printing of its card, chosen in the review: that printing is what the
 * upload stores. Its line key follows (new or update), and a price that came from the catalog is
 * the new printing's (or 'ck' when it has none); a price from the file stays.
 */
export function withChosenPrinting(
  row: ReviewRow,
  option: CardSetOption,
  exchangeRate: number,
): ReviewRow {
  const card: CardSummary = {
    ...row.card,
    reference: {
      id: option.id,
      name: row.card.reference?.name ?? row.card.name,
      setCode: option.setCode,
      setName: option.setName,
      collectorNumber: option.collectorNumber,
      images: option.image,
      usd: option.usd,
      usdFoil: option.usdFoil,
    },
  };
  const [price, priceSource] = reviewPrice(card, exchangeRate);
  return { ...row, card, key: importedLineKey(card), price, priceSource, chosen: true };
}

export interface ReviewTotals {
  /** Lines the upload creates and lines it updates (rows of one line count once). */
  created: number;
  updated: number;
  /** Copies the library would hold afterwards. */
  total: number;
  /** How many rows of the file each line has. */
  rowsPerLine: Map<string, number>;
}

export function reviewTotals(review: ImportReview, rows: ReviewRow[]): ReviewTotals {
  const quantities = new Map<string, number>();
  const rowsPerLine = new Map<string, number>();
  for (const row of rows) {
    quantities.set(row.key, (quantities.get(row.key) ?? 0) + row.card.quantity);
    rowsPerLine.set(row.key, (rowsPerLine.get(row.key) ?? 0) + 1);
  }
  let updated = 0;
  let total = review.existingCopies;
  for (const [key, quantity] of quantities) {
    const before = review.existing.get(key);
    if (before !== undefined) updated += 1;
    total += quantity - (before ?? 0);
  }
  return { created: quantities.size - updated, updated, total, rowsPerLine };
}

/**
 * The upload's body: every row with the printing the review showed (its catalog id, set and
 * number), or as the file gave it when the catalog does not know the card.
 */
export const toNewLibraryCards = (libraryId: string, rows: ReviewRow[]): NewLibraryCard[] =>
  rows.map(({ card, price }) => ({
    libraryId,
    referenceId: card.reference?.id ?? null,
    name: card.name,
    set: card.reference?.setCode ?? card.set,
    collectorNumber: card.reference?.collectorNumber ?? card.collectorNumber,
    foil: card.foil,
    condition: card.condition,
    language: card.language,
    quantity: card.quantity,
    price,
  }));
