import { z } from 'zod';

/**
 * The one definition of a result card's fields (decision 028): each field's schema, who sees it
 * (`public`: everyone; `member`: logged-in users only) and where its value comes from (`line`:
 * the library line's kept parts, `offer_*` columns; `search`: the search adds it per answer).
 * The zod schemas (schemas.ts), the server's SQL (its db/result-card-fields.ts is keyed by the
 * `line` fields, its search tail by the `search` ones) and the web's test factory follow from it:
 * a field added or renamed here only fails the typecheck there.
 */

/**
 * 'sale' when the card's library is selling (also when it trades too: it has a price), 'trade'
 * when it only trades. Reservations carry it back (docs/product/reservations.md#calls).
 */
export const TRANSACTION_TYPES = ['sale', 'trade'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

type Field = { schema: z.ZodType; audience: 'public' | 'member'; from: 'line' | 'search' };
const pub = <S extends z.ZodType>(schema: S) =>
  ({ schema, audience: 'public', from: 'line' }) as const;
const searched = <S extends z.ZodType>(schema: S) =>
  ({ schema, audience: 'public', from: 'search' }) as const;
const member = <S extends z.ZodType>(schema: S) =>
  ({ schema, audience: 'member', from: 'line' }) as const;

/** Every field, in the schemas' order (the OpenAPI document's). */
export const RESULT_CARD_FIELDS = {
  id: pub(z.string()),
  referenceId: pub(z.string().nullable()),
  cardName: pub(z.string()),
  /**
   * The searched name, as sent, that found this card: a face, a Spanish name or another spelling
   * of `cardName` ('Mejor combinación' counts names by it). Recommended cards: their own name.
   */
  searchedName: searched(z.string()),
  setName: pub(z.string().nullable()),
  language: pub(z.string()),
  condition: pub(z.string()),
  foil: pub(z.boolean()),
  /** Copies of this line in the library (a buyer wanting 4 sees who has 4). */
  quantity: pub(z.number()),
  /**
   * Copies of this line free to reserve: `quantity` less its active reservations (0 when
   * `reserved`). 'Mejor combinación' plans copies with it.
   */
  available: searched(z.number()),
  images: pub(z.array(z.string())),
  reserved: searched(z.boolean()),
  ownerRegion: pub(z.string().nullable()),
  ownerCity: pub(z.string().nullable()),
  transactionType: pub(z.enum(TRANSACTION_TYPES)),
  /** Every operation the card's library offers: both when it sells and trades. */
  transactionTypes: pub(z.array(z.enum(TRANSACTION_TYPES))),
  ownerUser: member(z.string().nullable()),
  libraryId: member(z.string()),
  /**
   * A decimal with 2 places, 'ARS <pesos>', or 'ck': follows the reference price, fetched on
   * request (the reference-price control's lookup: not part of the answer).
   */
  price: member(z.string()),
} as const satisfies Record<string, Field>;

type Fields = typeof RESULT_CARD_FIELDS;
export type ResultCardFieldName = keyof Fields;
/** The fields a search adds to a line's kept parts (not kept on the line). */
export type SearchResultCardField = {
  [K in ResultCardFieldName]: Fields[K]['from'] extends 'search' ? K : never;
}[ResultCardFieldName];
/** The fields anonymous visitors get. */
export type PublicResultCardField = {
  [K in ResultCardFieldName]: Fields[K]['audience'] extends 'public' ? K : never;
}[ResultCardFieldName];

type Shape<K extends ResultCardFieldName> = { [P in K]: Fields[P]['schema'] };

function shapeOf<K extends ResultCardFieldName>(keep: (field: Field) => boolean): Shape<K> {
  const entries = Object.entries(RESULT_CARD_FIELDS).filter(([, field]) => keep(field));
  return Object.fromEntries(entries.map(([key, field]) => [key, field.schema])) as Shape<K>;
}

/** The anonymous card's shape, and what a member gets besides. */
export const publicResultCardShape = shapeOf<PublicResultCardField>((f) => f.audience === 'public');
export const memberResultCardShape = shapeOf<Exclude<ResultCardFieldName, PublicResultCardField>>(
  (f) => f.audience === 'member',
);
