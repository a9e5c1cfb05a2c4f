import {
  normalizeCardName,
  splitCardFaces,
  usdOfLine,
  type ArsRate,
  type ResultCard,
  type SearchItem,
} from '@mdc/shared';

/**
 * 'Mejor combinación' (docs/product/search.md#results): the sellers to meet to get the copies a
 * list wants, the fewest first, then the cheapest. Greedy weighted set cover: the next seller is
 * the one holding the most copies still missing (a seller gives a name only the copies he has
 * free); ties go to a seller in the buyer's city, then in the buyer's province, then to the lower
 * price of those copies, then by user name (so the answer never depends on the order of the
 * results). Once the sellers are chosen, each name takes its copies from their cheapest lines
 * first, which may spare a seller altogether. Greedy is not always optimal (set cover is
 * NP-hard) but is within a small factor, instant on thousands of cards, and easy to explain:
 * "this seller has 12 of the 20 copies you still need".
 */

export interface Buyer {
  city: string;
  region: string;
}

/** Copies of one line a step takes. */
export interface Take {
  card: ResultCard;
  copies: number;
}

/** A name of the list as a step serves it. */
export interface StepName {
  name: string;
  /** The copies the list wants. */
  wanted: number;
  /** The copies this step takes. */
  copies: number;
}

export interface SellerStep {
  user: string;
  region: string | null;
  city: string | null;
  /** The names this seller gives copies of, in searched order. */
  names: StepName[];
  /** The lines and copies taken, in searched order, each name's cheapest first. */
  takes: Take[];
  /** Every copy taken. */
  copies: number;
  /**
   * The price of the copies taken in dollars of the day (pesos at the rate); lines priced 'ck'
   * (or in pesos without a rate) are left out.
   */
  total: number;
}

/** A name the sellers found cannot complete: `missing` of its `wanted` copies. */
export interface Shortage {
  name: string;
  wanted: number;
  missing: number;
}

export interface BestCombination {
  steps: SellerStep[];
  /** In searched order. */
  short: Shortage[];
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

interface Line {
  card: ResultCard;
  /** Dollars a copy; null for 'ck' or pesos without a rate (taken after the priced ones). */
  price: number | null;
}

interface Seller {
  user: string;
  region: string | null;
  city: string | null;
  /** Searched index → the seller's free lines of that name, cheapest first. */
  byName: Map<number, Line[]>;
}

const same = (a: string | null, b: string | undefined) =>
  a !== null && b !== undefined && b !== '' && normalizeCardName(a) === normalizeCardName(b);

/** 2: the buyer's city (and province), 1: the buyer's province, 0: elsewhere or no buyer. */
function nearness(seller: Seller, buyer: Buyer | null): number {
  if (!buyer || !same(seller.region, buyer.region)) return 0;
  return same(seller.city, buyer.city) ? 2 : 1;
}

/** Priced lines first, the cheapest first; then by id, so equal prices keep one order. */
const cheaperFirst = (a: Line, b: Line) =>
  (a.price ?? Infinity) - (b.price ?? Infinity) || a.card.id.localeCompare(b.card.id);

const freeCopies = (card: ResultCard) => (card.reserved ? 0 : card.available);

function sellersOf(
  cards: readonly ResultCard[],
  keys: ReadonlyMap<string, number>,
  rate: ArsRate | null,
): Seller[] {
  const sellers = new Map<string, Seller>();
  for (const card of cards) {
    if (freeCopies(card) <= 0 || card.ownerUser === null) continue;
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
    const lines = seller.byName.get(index) ?? [];
    lines.push({ card, price: usdOfLine(card.price, rate) });
    seller.byName.set(index, lines);
  }
  for (const seller of sellers.values())
    for (const lines of seller.byName.values()) lines.sort(cheaperFirst);
  return [...sellers.values()];
}

/** Up to `wanted` copies from `lines`, in their order (the cheapest first). */
function takeCopies(lines: readonly Line[], wanted: number): { line: Line; copies: number }[] {
  const taken: { line: Line; copies: number }[] = [];
  let left = wanted;
  for (const line of lines) {
    if (left <= 0) break;
    const copies = Math.min(freeCopies(line.card), left);
    taken.push({ line, copies });
    left -= copies;
  }
  return taken;
}

interface Candidate {
  seller: Seller;
  /** Copies of missing names this seller would give. */
  gained: number;
  near: number;
  cost: number;
}

function candidateOf(seller: Seller, missing: readonly number[], buyer: Buyer | null): Candidate {
  let gained = 0;
  let cost = 0;
  for (const [index, lines] of seller.byName) {
    for (const { line, copies } of takeCopies(lines, missing[index] ?? 0)) {
      gained += copies;
      cost += copies * (line.price ?? 0);
    }
  }
  return { seller, gained, near: nearness(seller, buyer), cost };
}

const better = (a: Candidate, b: Candidate) =>
  a.gained - b.gained ||
  a.near - b.near ||
  b.cost - a.cost ||
  b.seller.user.localeCompare(a.seller.user);

/** The sellers to meet, in order: each the best on the copies still missing. */
function chooseSellers(sellers: Seller[], wanted: readonly number[], buyer: Buyer | null) {
  const missing = [...wanted];
  const chosen: Seller[] = [];
  let left = sellers;
  for (;;) {
    const best = left
      .map((seller) => candidateOf(seller, missing, buyer))
      .reduce<Candidate | null>((top, next) => (top && better(top, next) >= 0 ? top : next), null);
    if (!best || best.gained === 0) break;
    for (const [index, lines] of best.seller.byName) {
      for (const { copies } of takeCopies(lines, missing[index] ?? 0)) missing[index]! -= copies;
    }
    chosen.push(best.seller);
    left = left.filter((seller) => seller !== best.seller);
  }
  return chosen;
}

/**
 * Each name's copies from the chosen sellers' cheapest lines: what each seller ends up giving,
 * and what no chosen seller has.
 */
function allocate(chosen: readonly Seller[], wanted: readonly number[]) {
  const given = new Map<Seller, Map<number, { line: Line; copies: number }[]>>();
  const missing = wanted.map((copies, index) => {
    const lines = chosen
      .flatMap((seller) => (seller.byName.get(index) ?? []).map((line) => ({ seller, line })))
      .sort((a, b) => cheaperFirst(a.line, b.line));
    let left = copies;
    for (const { seller, line } of lines) {
      if (left <= 0) break;
      const taken = Math.min(freeCopies(line.card), left);
      left -= taken;
      const byName = given.get(seller) ?? new Map<number, { line: Line; copies: number }[]>();
      byName.set(index, [...(byName.get(index) ?? []), { line, copies: taken }]);
      given.set(seller, byName);
    }
    return left;
  });
  return { given, missing };
}

export function bestCombination(
  wanted: readonly SearchItem[],
  cards: readonly ResultCard[],
  buyer: Buyer | null,
  rate: ArsRate | null = null,
): BestCombination {
  // Each name once, by its key; the first spelling searched names it, its copies add up.
  const keys = new Map<string, number>();
  const names: SearchItem[] = [];
  for (const { name, quantity } of wanted) {
    const key = normalizeCardName(name);
    if (key === '') continue;
    const index = keys.get(key);
    if (index === undefined) {
      keys.set(key, names.length);
      names.push({ name, quantity });
    } else names[index]!.quantity += quantity;
  }
  const copiesWanted = names.map((item) => item.quantity);
  const chosen = chooseSellers(sellersOf(cards, keys, rate), copiesWanted, buyer);
  const { given, missing } = allocate(chosen, copiesWanted);
  const steps = chosen.flatMap((seller): SellerStep[] => {
    const byName = given.get(seller);
    if (!byName) return [];
    const indexes = [...byName.keys()].sort((a, b) => a - b);
    const takes = indexes.flatMap((index) =>
      (byName.get(index) ?? []).map(({ line, copies }) => ({ card: line.card, copies })),
    );
    const total = indexes
      .flatMap((index) => byName.get(index) ?? [])
      .reduce((sum, { line, copies }) => sum + copies * (line.price ?? 0), 0);
    return [
      {
        user: seller.user,
        region: seller.region,
        city: seller.city,
        names: indexes.map((index) => ({
          name: names[index]!.name,
          wanted: names[index]!.quantity,
          copies: (byName.get(index) ?? []).reduce((sum, take) => sum + take.copies, 0),
        })),
        takes,
        copies: takes.reduce((sum, take) => sum + take.copies, 0),
        total: Math.round(total * 100) / 100,
      },
    ];
  });
  const short = names.flatMap((item, index) =>
    missing[index]! > 0
      ? [{ name: item.name, wanted: item.quantity, missing: missing[index]! }]
      : [],
  );
  return { steps, short };
}
