import { z } from 'zod';
import type { PriceRow } from './apply-prices';
import { describeIssue, uuidString } from './catalog-records';
import { RecordError } from './import-error';
import { formatJsonPath, type ContainerKind, type JsonPath, type Route } from './json-records';

/**
 * Routes the records of a price file to its mapper:
 *   MTGJSON AllPricesToday/AllPrices {"meta":{"date"},"data":{"<uuid>":{"paper":{"cardkingdom":{"retail":{"normal":{"<date>":1.2}}}}}}}
 *   Card Kingdom price list          {"meta":{"created_at"},"data":[{"scryfall_id","is_foil":"true","price_retail":"1.20",…}]}
 */

const series = z.record(z.string(), z.number()).optional();
const provider = z
  .object({ retail: z.object({ normal: series, foil: series, etched: series }).optional() })
  .optional();
const mtgjsonPriceSchema = z.object({
  paper: z.object({ cardkingdom: provider, tcgplayer: provider, cardmarket: provider }).optional(),
});

const cardKingdomRowSchema = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  scryfall_id: uuidString.nullish(),
  is_foil: z.union([z.boolean(), z.enum(['true', 'false'])]),
  price_retail: z.union([z.number(), z.string().regex(/^\d+(\.\d+)?$/, 'not a price')]),
});

/** The newest price of a date → price series, with its date. */
function latest(values: Record<string, number> | undefined): [string, number] | null {
  if (!values) return null;
  const dates = Object.keys(values).sort();
  const date = dates.at(-1);
  return date === undefined ? null : [date, values[date] as number];
}

function mtgjsonPrice(uuid: string, raw: unknown): PriceRow | null {
  const parsed = mtgjsonPriceSchema.safeParse(raw);
  if (!parsed.success) throw new Error(describeIssue(parsed.error));
  const paper = parsed.data.paper;
  const pick = (retail: z.infer<typeof provider>, foil: boolean) =>
    foil
      ? (latest(retail?.retail?.foil) ?? latest(retail?.retail?.etched))
      : latest(retail?.retail?.normal);
  const found = {
    ck: pick(paper?.cardkingdom, false),
    ckFoil: pick(paper?.cardkingdom, true),
    usd: pick(paper?.tcgplayer, false),
    usdFoil: pick(paper?.tcgplayer, true),
    eur: pick(paper?.cardmarket, false),
    eurFoil: pick(paper?.cardmarket, true),
  };
  const dated = Object.values(found).filter((entry): entry is [string, number] => entry !== null);
  if (dated.length === 0) return null;
  return {
    mtgjsonUuid: uuid,
    ...Object.fromEntries(Object.entries(found).map(([key, entry]) => [key, entry?.[1] ?? null])),
    pricedAt: dated
      .map(([date]) => date)
      .sort()
      .at(-1) as string,
  };
}

function cardKingdomPrice(raw: unknown): PriceRow | null {
  const parsed = cardKingdomRowSchema.safeParse(raw);
  if (!parsed.success) throw new Error(describeIssue(parsed.error));
  const row = parsed.data;
  const price = Number(row.price_retail);
  if (!(price > 0) || (!row.scryfall_id && row.id === undefined)) return null;
  const foil = row.is_foil === true || row.is_foil === 'true';
  return {
    ...(row.scryfall_id ? { printingId: row.scryfall_id } : {}),
    ...(row.id !== undefined ? { cardKingdomId: String(row.id) } : {}),
    [foil ? 'ckFoil' : 'ck']: price,
    // The file's date (meta.created_at) is known only once the file is read.
    pricedAt: '',
  };
}

export class PriceFileReader {
  /** meta.date (MTGJSON) or meta.created_at (Card Kingdom). */
  fileDate: string | null = null;

  constructor(private readonly out: PriceRow[]) {}

  route(path: JsonPath, kind: ContainerKind): Route {
    if (path.length === 0) return 'descend';
    if (path.length === 1) return path[0] === 'data' || path[0] === 'meta' ? 'descend' : 'skip';
    return path.length === 2 && path[0] === 'data' && kind === 'object' ? 'record' : 'skip';
  }

  onScalar(path: JsonPath, value: unknown): void {
    if (path[0] === 'meta' && (path[1] === 'date' || path[1] === 'created_at')) {
      if (typeof value === 'string') this.fileDate = value;
    }
  }

  onRecord(path: JsonPath, value: unknown): void {
    const key = path[1];
    try {
      const row =
        typeof key === 'number'
          ? cardKingdomPrice(value)
          : mtgjsonPrice(uuidString.parse(key), value);
      if (row) this.out.push(row);
    } catch (err) {
      const detail = err instanceof z.ZodError ? describeIssue(err) : (err as Error).message;
      throw new RecordError(`record ${formatJsonPath(path)}: ${detail}`, { cause: err });
    }
  }
}
