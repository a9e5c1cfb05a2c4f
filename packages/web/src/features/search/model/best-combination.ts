import {
  normalizeCardName,
  splitCardFaces,
  usdOfLine,
  type ArsRate,
  type ResultCard,
} from '@mdc/shared';

/**
 * 'Mejor combinación' (issue 10 item 6): the fewest sellers to meet to complete a list. Greedy
 * set cover: the next seller is the one holding the most names still missing; ties go to a
 * seller in the buyer's city, then in the buyer's province, then to the lower total price of
 * those names, then by user name (so the answer never depends on the order of the results).
 * Greedy is not always optimal (set cover is NP-hard) but is within a small factor, instant on
 * thousands of cards, and easy to explain: "this seller has 12 of the 20 you still need".
 */

export interface Buyer {
  city: string;
  region: string;
}

export interface SellerStep {
  user: string;
  region: string | null;
  city: string | null;
  /** The searched names this seller completes, in searched order. */
  names: string[];
  /** The seller's free cards of those names, in searched order. */
  cards: ResultCard[];
  /**
   * The sum of the cheapest price per name in dollars of the day (pesos at the rate); names
   * priced 'ck' (or in pesos without a rate) are left out.
   */
  total: number;
}

export interface BestCombination {
  steps: SellerStep[];
  /** Searched names no free card of any seller answers, in searched order. */
  uncovered: string[];
}

/**
 * The searched name (by index) a card answers: the name the server says found it
 * (`searchedName`: a face, a Spanish name…), else its full name or either face, compared without
 * case, accents or punctuation.
 */
export function searchedIndexOf(
  card: { cardName: string; searchedName?: string },
  keys: ReadonlyMap<string, number>,
) {
  const full = normalizeCardName(card.cardName);
  const said = card.searchedName === undefined ? [] : [normalizeCardName(card.searchedName)];
  const faces = [...said, full, ...splitCardFaces(card.cardName).map(normalizeCardName)];
  for (const face of faces) {
    const index = keys.get(face);
    if (index !== undefined) return index;
  }
  return undefined;
}

interface Seller {
  user: string;
  region: string | null;
  city: string | null;
  /** Searched index → the seller's free cards of that name. */
  byName: Map<number, ResultCard[]>;
}

const same = (a: string | null, b: string | undefined) =>
  a !== null && b !== undefined && b !== '' && normalizeCardName(a) === normalizeCardName(b);

/** 2: the buyer's city (and province), 1: the buyer's province, 0: elsewhere or no buyer. */
function nearness(seller: Seller, buyer: Buyer | null): number {
  if (!buyer || !same(seller.region, buyer.region)) return 0;
  return same(seller.city, buyer.city) ? 2 : 1;
}

function cheapest(cards: readonly ResultCard[], rate: ArsRate | null): number {
  const prices = cards.map((card) => usdOfLine(card.price, rate)).filter((price) => price !== null);
  return prices.length > 0 ? Math.min(...prices) : 0;
}

function sellersOf(cards: readonly ResultCard[], keys: ReadonlyMap<string, number>): Seller[] {
  const sellers = new Map<string, Seller>();
  for (const card of cards) {
    if (card.reserved || card.ownerUser === null) continue;
    const index = searchedIndexOf(card, keys);
    if (index === undefined) continue;
    let seller = sellers.get(card.ownerUser);
    if (!seller) {
      seller = {
        user: card.ownerUser,
        region: card.ownerRegion,
        city: card.ownerCity,
        byName: new Map(),
      };
      sellers.set(card.ownerUser, seller);
    }
    const held = seller.byName.get(index);
    if (held) held.push(card);
    else seller.byName.set(index, [card]);
  }
  return [...sellers.values()];
}

interface Candidate {
  seller: Seller;
  gained: number[];
  near: number;
  total: number;
}

function candidateOf(
  seller: Seller,
  missing: ReadonlySet<number>,
  buyer: Buyer | null,
  rate: ArsRate | null,
) {
  const gained = [...seller.byName.keys()]
    .filter((index) => missing.has(index))
    .sort((a, b) => a - b);
  const total = gained.reduce(
    (sum, index) => sum + cheapest(seller.byName.get(index) ?? [], rate),
    0,
  );
  return { seller, gained, near: nearness(seller, buyer), total };
}

const better = (a: Candidate, b: Candidate) =>
  a.gained.length - b.gained.length ||
  a.near - b.near ||
  b.total - a.total ||
  b.seller.user.localeCompare(a.seller.user);

export function bestCombination(
  names: readonly string[],
  cards: readonly ResultCard[],
  buyer: Buyer | null,
  rate: ArsRate | null = null,
): BestCombination {
  // Each name once, by its key; the first spelling searched names it.
  const keys = new Map<string, number>();
  const shownNames: string[] = [];
  for (const name of names) {
    const key = normalizeCardName(name);
    if (key === '' || keys.has(key)) continue;
    keys.set(key, shownNames.length);
    shownNames.push(name);
  }
  let sellers = sellersOf(cards, keys);
  const missing = new Set(shownNames.keys());
  const steps: SellerStep[] = [];
  for (;;) {
    const best = sellers
      .map((seller) => candidateOf(seller, missing, buyer, rate))
      .reduce<Candidate | null>((top, next) => (top && better(top, next) >= 0 ? top : next), null);
    if (!best || best.gained.length === 0) break;
    for (const index of best.gained) missing.delete(index);
    sellers = sellers.filter((seller) => seller !== best.seller);
    const { user, region, city, byName } = best.seller;
    steps.push({
      user,
      region,
      city,
      names: best.gained.map((index) => shownNames[index] ?? ''),
      cards: best.gained.flatMap((index) => byName.get(index) ?? []),
      total: Math.round(best.total * 100) / 100,
    });
  }
  return { steps, uncovered: [...missing].map((index) => shownNames[index] ?? '') };
}
