import { cardImageUrls } from '@mdc/shared';
import { z } from 'zod';
import {
  type CatalogPrinting,
  type CatalogSet,
  describeIssue,
  unique,
  uuidString,
} from './catalog-records';

/** Scryfall card objects (bulk `default_cards` / `oracle_cards`, or `{"data":[…]}` samples). */

const price = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => {
    const number = value === null || value === undefined ? NaN : Number(value);
    return Number.isFinite(number) && number > 0 ? number : null;
  });

const faceSchema = z.object({
  name: z.string(),
  printed_name: z.string().optional(),
  type_line: z.string().optional(),
  oracle_id: uuidString.optional(),
  flavor_name: z.string().optional(),
});

const scryfallCardSchema = z.object({
  object: z.literal('card', { error: 'not a Scryfall card object' }).optional(),
  id: uuidString,
  oracle_id: uuidString.optional(),
  name: z.string().min(1),
  lang: z.string().default('en'),
  set: z.string().min(1),
  set_name: z.string().min(1),
  set_type: z.string().optional(),
  released_at: z.string().optional(),
  collector_number: z.string().min(1),
  type_line: z.string().optional(),
  finishes: z.array(z.string()).optional(),
  foil: z.boolean().optional(),
  nonfoil: z.boolean().optional(),
  digital: z.boolean().optional(),
  printed_name: z.string().optional(),
  flavor_name: z.string().optional(),
  edhrec_rank: z.number().optional(),
  image_uris: z.object({}).passthrough().optional(),
  card_faces: z.array(faceSchema).optional(),
  prices: z
    .object({ usd: price, usd_foil: price, usd_etched: price, eur: price, eur_foil: price })
    .optional(),
});
type ScryfallCard = z.infer<typeof scryfallCardSchema>;

function finishesOf(card: ScryfallCard): string[] {
  if (card.finishes) return card.finishes;
  return [...(card.nonfoil ? ['nonfoil'] : []), ...(card.foil ? ['foil'] : [])];
}

/** The printing of a paper card and its set; null for a digital-only card. */
export function scryfallCardToPrinting(
  raw: unknown,
): { printing: CatalogPrinting; set: CatalogSet } | null {
  const parsed = scryfallCardSchema.safeParse(raw);
  if (!parsed.success) throw new Error(describeIssue(parsed.error));
  const card = parsed.data;
  if (card.digital) return null;
  const faces = card.card_faces ?? [];
  const oracleId = card.oracle_id ?? faces.find((face) => face.oracle_id)?.oracle_id;
  if (!oracleId) throw new Error('oracle_id: missing');
  const faceNames = faces.length ? unique(faces.map((face) => face.name)) : [card.name];
  const spanish =
    card.lang === 'es' ? [card.printed_name, ...faces.map((face) => face.printed_name)] : [];
  const prices = card.prices;
  return {
    set: {
      code: card.set.toUpperCase(),
      name: card.set_name,
      releasedOn: card.released_at ?? null,
      type: card.set_type ?? null,
    },
    printing: {
      id: card.id,
      oracleId,
      name: card.name,
      faceNames,
      setCode: card.set.toUpperCase(),
      collectorNumber: card.collector_number,
      language: card.lang,
      typeLine:
        card.type_line ??
        faces
          .map((face) => face.type_line)
          .filter(Boolean)
          .join(' // '),
      finishes: finishesOf(card),
      // Double-faced cards have images per face and none at the top level.
      imageUrls: cardImageUrls(card.id, faces.length > 1 && !card.image_uris),
      cardKingdomId: null,
      cardKingdomFoilId: null,
      cardKingdomEtchedId: null,
      mtgjsonUuids: [],
      spanishNames: unique(spanish.filter((name): name is string => Boolean(name))),
      flavorNames: unique(
        [card.flavor_name, ...faces.map((face) => face.flavor_name)].filter(
          (name): name is string => Boolean(name),
        ),
      ),
      popularity: card.edhrec_rank ?? null,
      prices: prices
        ? {
            usd: prices.usd,
            usdFoil: prices.usd_foil ?? prices.usd_etched,
            eur: prices.eur,
            eurFoil: prices.eur_foil,
          }
        : null,
    },
  };
}
