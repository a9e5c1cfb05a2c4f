import { cardImageUrls } from '@mdc/shared';
import { z } from 'zod';
import {
  type CatalogPrinting,
  type CatalogSet,
  describeIssue,
  TWO_FACED_LAYOUTS,
  unique,
  uuidString,
} from './catalog-records';

/**
 * MTGJSON v5 cards (set files and AllPrintings). Each face of a multi-face card is its own
 * record there, sharing one Scryfall id, and faces are not always adjacent: a set's face
 * records are held until the set ends, then merged into one printing.
 */

const LANGUAGE_CODES: Record<string, string> = {
  English: 'en',
  Spanish: 'es',
  French: 'fr',
  German: 'de',
  Italian: 'it',
  'Portuguese (Brazil)': 'pt',
  Japanese: 'ja',
  Korean: 'ko',
  Russian: 'ru',
  'Chinese Simplified': 'zhs',
  'Chinese Traditional': 'zht',
  Hebrew: 'he',
  Latin: 'la',
  'Ancient Greek': 'grc',
  Arabic: 'ar',
  Sanskrit: 'sa',
  Phyrexian: 'ph',
};

const mtgjsonCardSchema = z.object({
  uuid: uuidString,
  name: z.string().min(1),
  faceName: z.string().min(1).optional(),
  side: z.string().optional(),
  setCode: z.string().min(1),
  number: z.string().min(1),
  type: z.string().default(''),
  layout: z.string().default('normal'),
  finishes: z.array(z.string()).default([]),
  availability: z.array(z.string()).optional(),
  isOnlineOnly: z.boolean().optional(),
  language: z.string().optional(),
  edhrecRank: z.number().optional(),
  flavorName: z.string().optional(),
  faceFlavorName: z.string().optional(),
  identifiers: z.object({
    scryfallId: uuidString,
    // Missing on reversible cards (their oracle ids sit on the faces at Scryfall).
    scryfallOracleId: uuidString.optional(),
    cardKingdomId: z.string().optional(),
    cardKingdomFoilId: z.string().optional(),
    cardKingdomEtchedId: z.string().optional(),
  }),
  foreignData: z
    .array(
      z.object({
        language: z.string(),
        name: z.string().optional(),
        faceName: z.string().optional(),
      }),
    )
    .default([]),
});
type MtgjsonCard = z.infer<typeof mtgjsonCardSchema>;

export const MTGJSON_SET_FIELDS = ['code', 'name', 'releaseDate', 'type'] as const;

/** Cards sold on paper only: Alchemy rebalanced ("A-") and other online-only cards are left out. */
const isPaper = (card: MtgjsonCard) =>
  !card.isOnlineOnly && (card.availability?.includes('paper') ?? true);

function toPrinting(faces: MtgjsonCard[]): CatalogPrinting {
  const sorted = [...faces].sort((a, b) => (a.side ?? '').localeCompare(b.side ?? ''));
  const first = sorted[0] as MtgjsonCard;
  const ids = first.identifiers;
  const faceNames = unique(sorted.map((face) => face.faceName ?? face.name));
  const spanish = sorted.flatMap((face) =>
    face.foreignData
      .filter((foreign) => foreign.language === 'Spanish')
      .flatMap((foreign) => [foreign.name, foreign.faceName]),
  );
  const ranks = sorted.flatMap((face) => (face.edhrecRank === undefined ? [] : [face.edhrecRank]));
  const pick = (key: 'cardKingdomId' | 'cardKingdomFoilId' | 'cardKingdomEtchedId') =>
    sorted.find((face) => face.identifiers[key])?.identifiers[key] ?? null;
  return {
    id: ids.scryfallId,
    // A card without an oracle id becomes its own card, named like the others: search
    // answers show a name once.
    oracleId: ids.scryfallOracleId ?? ids.scryfallId,
    name: faceNames.join(' // '),
    faceNames,
    setCode: first.setCode.toUpperCase(),
    collectorNumber: first.number,
    language: LANGUAGE_CODES[first.language ?? 'English'] ?? 'en',
    typeLine: unique(sorted.map((face) => face.type)).join(' // '),
    finishes: unique(sorted.flatMap((face) => face.finishes)),
    imageUrls: cardImageUrls(ids.scryfallId, TWO_FACED_LAYOUTS.has(first.layout)),
    cardKingdomId: pick('cardKingdomId'),
    cardKingdomFoilId: pick('cardKingdomFoilId'),
    cardKingdomEtchedId: pick('cardKingdomEtchedId'),
    mtgjsonUuids: sorted.map((face) => face.uuid),
    spanishNames: unique(spanish.filter((name): name is string => Boolean(name))),
    flavorNames: unique(
      sorted
        .flatMap((face) => [face.flavorName, face.faceFlavorName])
        .filter((name): name is string => Boolean(name)),
    ),
    popularity: ranks.length ? Math.min(...ranks) : null,
    prices: null,
  };
}

/** One MTGJSON set being read: its fields and its held face records. */
export class MtgjsonSetReader {
  private readonly fields: Record<string, unknown> = {};
  private readonly faces = new Map<string, MtgjsonCard[]>();

  setField(key: string, value: unknown): void {
    this.fields[key] = value;
  }

  /** A printing for a single-faced paper card; null while faces are held or for online-only. */
  addCard(raw: unknown): CatalogPrinting | null {
    const parsed = mtgjsonCardSchema.safeParse(raw);
    if (!parsed.success) throw new Error(describeIssue(parsed.error));
    const card = parsed.data;
    if (!isPaper(card)) return null;
    if (!card.faceName) return toPrinting([card]);
    const held = this.faces.get(card.identifiers.scryfallId);
    if (held) held.push(card);
    else this.faces.set(card.identifiers.scryfallId, [card]);
    return null;
  }

  /** The set, once its object has ended, and the printings of its multi-face cards. */
  finish(): { set: CatalogSet; printings: CatalogPrinting[] } {
    const { code, name, releaseDate, type } = this.fields;
    if (typeof code !== 'string' || typeof name !== 'string') {
      throw new Error('the set has no code or name');
    }
    return {
      set: {
        code: code.toUpperCase(),
        name,
        releasedOn: typeof releaseDate === 'string' ? releaseDate : null,
        type: typeof type === 'string' ? type : null,
      },
      printings: [...this.faces.values()].map(toPrinting),
    };
  }
}
