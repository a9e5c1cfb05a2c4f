import { z } from 'zod';

/** What every catalog format is turned into before it reaches the database. */

export interface CatalogSet {
  code: string;
  name: string;
  releasedOn: string | null;
  type: string | null;
}

export interface CatalogPrices {
  usd: number | null;
  usdFoil: number | null;
  eur: number | null;
  eurFoil: number | null;
}

export interface CatalogPrinting {
  id: string;
  oracleId: string;
  name: string;
  faceNames: string[];
  setCode: string;
  collectorNumber: string;
  language: string;
  typeLine: string;
  finishes: string[];
  imageUrls: string[];
  cardKingdomId: string | null;
  cardKingdomFoilId: string | null;
  cardKingdomEtchedId: string | null;
  /** MTGJSON uuid of each face record (price files are keyed by them). */
  mtgjsonUuids: string[];
  spanishNames: string[];
  flavorNames: string[];
  popularity: number | null;
  /** Scryfall bulk files carry prices; MTGJSON set files do not. */
  prices: CatalogPrices | null;
}

export const uuidString = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'not a UUID')
  .transform((id) => id.toLowerCase());

/** Layouts printed with a back face of their own: Scryfall serves a `back` image. */
export const TWO_FACED_LAYOUTS = new Set([
  'transform',
  'modal_dfc',
  'reversible_card',
  'double_faced_token',
]);

export const unique = <T>(values: T[]): T[] => [...new Set(values)];

/** The first zod issue as "field: message", for an import error naming the record. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  return issue ? `${issue.path.join('.') || 'record'}: ${issue.message}` : 'invalid record';
}

/** One row per key, the last one winning: ON CONFLICT may touch a row once per statement. */
export const lastPerKey = <T>(rows: T[], key: (row: T) => string): T[] => [
  ...new Map(rows.map((row) => [key(row), row])).values(),
];

/** The best (lowest) EDHREC rank of each card among some printings. */
export function popularityByOracle(printings: CatalogPrinting[]): Map<string, number> {
  const popularity = new Map<string, number>();
  for (const p of printings) {
    if (p.popularity === null) continue;
    popularity.set(p.oracleId, Math.min(p.popularity, popularity.get(p.oracleId) ?? Infinity));
  }
  return popularity;
}
