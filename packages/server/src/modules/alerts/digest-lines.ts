import { ALERT_TEXTS as T, CK_PRICE, linePriceText, MONEY_TEXTS } from '@mdc/shared';

/** One match as the digest reads it: a listed line of a seller's library. */
export interface DigestMatch {
  /** The library line, so that a line matched twice counts its copies once. */
  lineId: string;
  cardName: string;
  seller: string;
  province: string | null;
  /** What a copy costs in dollars (a 'ck' line: its reference price), for the order. */
  price: string | null;
  /** The line's own price: dollars, pesos or 'ck'. */
  linePrice: string;
  libraryId: string;
  quantity: number;
  setCode: string | null;
}

/** One line of the digest: a card of a seller, however many printings and lines it has. */
export interface DigestLine {
  text: string;
  /** The cheapest line's library, linked with the card's name. */
  libraryId: string;
  cardName: string;
}

/** The set codes named on a line; the rest are counted. */
const SETS_NAMED = 3;

const dollars = (match: DigestMatch) => (match.price === null ? Infinity : Number(match.price));
const byPrice = (a: DigestMatch, b: DigestMatch) => dollars(a) - dollars(b);

/** 'USD 12.50' or 'ARS 15.000' as the seller priced it; a 'ck' line's reference price. */
const priceText = (card: DigestMatch) => {
  if (card.linePrice !== CK_PRICE) return linePriceText(card.linePrice, '');
  return card.price ? MONEY_TEXTS.usd(Number(card.price)) : null;
};

/** 'Island — nico_cordoba (Córdoba): 5 copias, desde USD 0.35 (DMU, ONE, BRO y 2 más)'. */
function lineText(lines: DigestMatch[]): string {
  const [cheapest] = lines as [DigestMatch, ...DigestMatch[]];
  const copies = lines.reduce((sum, line) => sum + line.quantity, 0);
  const prices = new Set(lines.map(priceText));
  const price = priceText(cheapest);
  const sets = [...new Set(lines.flatMap((line) => (line.setCode ? [line.setCode] : [])))];
  const parts = [
    T.mailCopies(copies),
    ...(price ? [prices.size > 1 ? T.mailFrom(price) : price] : []),
  ].join(', ');
  const printings = sets.length
    ? ` (${T.mailSets(sets.slice(0, SETS_NAMED), Math.max(0, sets.length - SETS_NAMED))})`
    : '';
  return `${cheapest.cardName} — ${T.mailSeller(cheapest.seller, cheapest.province)}: ${parts}${printings}`;
}

/**
 * The digest's lines (docs/product/notifications.md#digest): one per card and seller, its copies,
 * its cheapest price and its printings' sets; grouped by seller, the seller of the cheapest card
 * first, each seller's cards cheapest first.
 */
export function digestLines(matches: DigestMatch[]): DigestLine[] {
  const unique = new Map(matches.map((match) => [match.lineId, match]));
  const sellers = new Map<string, Map<string, DigestMatch[]>>();
  for (const match of [...unique.values()].sort(byPrice)) {
    const cards = sellers.get(match.seller) ?? new Map<string, DigestMatch[]>();
    cards.set(match.cardName, [...(cards.get(match.cardName) ?? []), match]);
    sellers.set(match.seller, cards);
  }
  return [...sellers.values()].flatMap((cards) =>
    [...cards.values()].map((lines) => ({
      text: lineText(lines),
      libraryId: lines[0]!.libraryId,
      cardName: lines[0]!.cardName,
    })),
  );
}
