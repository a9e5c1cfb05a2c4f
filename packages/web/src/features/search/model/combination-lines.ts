import {
  normalizeCardName,
  splitCardFaces,
  usdOfLine,
  type ArsRate,
  type ResultCard,
  type SearchItem,
} from '@mdc/shared';

// The pieces both plans share ('Mejor combinación' by sellers, best-combination.ts, and by trips,
// trip-plan.ts): the list's names, each seller's free lines of them, and each name's copies taken
// from the chosen sellers' cheapest lines.

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

export interface Line {
  card: ResultCard;
  /** Dollars a copy; null for 'ck' or pesos without a rate (taken after the priced ones). */
  price: number | null;
}

export interface Seller {
  user: string;
  region: string | null;
  city: string | null;
  /** Searched index → the seller's free lines of that name, cheapest first. */
  byName: Map<number, Line[]>;
}

const same = (a: string | null, b: string | undefined) =>
  a !== null && b !== undefined && b !== '' && normalizeCardName(a) === normalizeCardName(b);

/** 2: the buyer's city (and province), 1: the buyer's province, 0: elsewhere or no buyer. */
export function nearness(
  where: { region: string | null; city: string | null },
  buyer: Buyer | null,
): number {
  if (!buyer || !same(where.region, buyer.region)) return 0;
  return same(where.city, buyer.city) ? 2 : 1;
}

/** Priced lines first, the cheapest first; then by id, so equal prices keep one order. */
export const cheaperFirst = (a: Line, b: Line) =>
  (a.price ?? Infinity) - (b.price ?? Infinity) || a.card.id.localeCompare(b.card.id);

export const freeCopies = (card: ResultCard) => (card.reserved ? 0 : card.available);

export function sellersOf(
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
export function takeCopies(
  lines: readonly Line[],
  wanted: number,
): { line: Line; copies: number }[] {
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

/**
 * Each name's copies from the chosen sellers' cheapest lines: what each seller ends up giving,
 * and what no chosen seller has.
 */
export function allocate(chosen: readonly Seller[], wanted: readonly number[]) {
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

/** The list's names, each once by its key: the first spelling names it, its copies add up. */
export function listNames(wanted: readonly SearchItem[]) {
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
  return { keys, names, copiesWanted: names.map((item) => item.quantity) };
}

/** What each chosen seller gives (sellers who give nothing left out), in the chosen order. */
export function stepsOf(
  chosen: readonly Seller[],
  given: ReturnType<typeof allocate>['given'],
  names: readonly SearchItem[],
): SellerStep[] {
  return chosen.flatMap((seller): SellerStep[] => {
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
}

/** The names no chosen seller completes, in searched order. */
export function shortagesOf(names: readonly SearchItem[], missing: readonly number[]): Shortage[] {
  return names.flatMap((item, index) =>
    missing[index]! > 0
      ? [{ name: item.name, wanted: item.quantity, missing: missing[index]! }]
      : [],
  );
}
