import type { ArsRate, ResultCard, SearchItem } from '@mdc/shared';
import {
  allocate,
  listNames,
  nearness,
  sellersOf,
  shortagesOf,
  stepsOf,
  takeCopies,
  type Buyer,
  type Seller,
  type SellerStep,
  type Shortage,
} from './combination-lines';

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

export interface BestCombination {
  steps: SellerStep[];
  /** In searched order. */
  short: Shortage[];
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

export function bestCombination(
  wanted: readonly SearchItem[],
  cards: readonly ResultCard[],
  buyer: Buyer | null,
  rate: ArsRate | null = null,
): BestCombination {
  const { keys, names, copiesWanted } = listNames(wanted);
  const chosen = chooseSellers(sellersOf(cards, keys, rate), copiesWanted, buyer);
  const { given, missing } = allocate(chosen, copiesWanted);
  return { steps: stepsOf(chosen, given, names), short: shortagesOf(names, missing) };
}
