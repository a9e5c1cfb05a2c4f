import { RESULT_CARD_FIELDS, type Part, type Piece } from './result-card-fields';

/**
 * The SQL that result-card-fields.ts's list implies: each part's function (`offer_<part>_json`,
 * immutable and simple enough for PostgreSQL to inline) and its call. result-card-migration.ts
 * writes them into a migration; result-card-check.ts compares them with a migrated database.
 */

interface PartSql {
  /** The function's arguments: name, type, and what the call passes (on the line, or `l`, `u`, `p`). */
  args: [name: string, type: string, source: string][];
  /** Written through `json_ascii` (migration 0010): its text may hold characters beyond ASCII. */
  ascii: boolean;
}

/** An argument passed the line's column of that name (a generated column's). */
const line = (name: string, type: string): [string, string, string] => [name, type, name];

const PARTS: Record<Part, PartSql> = {
  card: {
    args: [
      ...(['id', 'reference_id'] as const).map((name) => line(name, 'uuid')),
      ...(
        ['name', 'set_name', 'set_code', 'collector_number', 'language', 'condition'] as const
      ).map((name) => line(name, 'text')),
      line('foil', 'boolean'),
      line('quantity', 'integer'),
      line('image_urls', 'text[]'),
    ],
    ascii: true,
  },
  // ASCII already: an id, and a price that is a decimal or 'ck'.
  price: {
    args: [line('library_id', 'uuid'), line('price', 'text')],
    ascii: false,
  },
  owner: {
    args: [
      ['region', 'text', 'p.region'],
      ['city', 'text', 'p.city'],
      ['selling', 'boolean', 'l.selling'],
      ['trading', 'boolean', 'l.trading'],
    ],
    ascii: true,
  },
  seller: { args: [['username', 'text', 'u.username']], ascii: true },
};

/** The parts kept in generated columns: PostgreSQL writes them as the line is written. */
export const GENERATED_PARTS: Part[] = ['card', 'price'];

export const partColumn = (part: Part) => `offer_${part}`;

/**
 * The part's function called on its sources: a generated column's expression, or listing.ts's.
 * `profile`: the name of the owner's profile where it is not `p` (listing.ts reads it from the
 * owner's account row `u`, accounts' view).
 */
export const partCall = (part: Part, profile = 'p') =>
  `offer_${part}_json(${PARTS[part].args
    .map(([, , source]) => source.replace(/^p\./, `${profile}.`))
    .join(', ')})`;

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** `,"key":value` for each of the part's fields (the card's first opens the object instead). */
function partBody(part: Part): string {
  const pieces: Piece[] = Object.entries(RESULT_CARD_FIELDS)
    .filter(([, field]) => field.part === part)
    .flatMap(([key, field], at) => [
      { json: `${part === 'card' && at === 0 ? '{' : ','}"${key}":` },
      ...field.value,
    ]);
  // Fixed texts next to each other are one literal: the function's text stays the one the
  // migrations wrote (PostgreSQL compares parsed bodies, result-card-check.ts).
  const terms: string[] = [];
  let json = '';
  for (const piece of pieces) {
    if (typeof piece !== 'string') json += piece.json;
    else {
      if (json) terms.push(literal(json));
      json = '';
      terms.push(piece);
    }
  }
  if (json) terms.push(literal(json));
  const text = terms.join(' || ');
  return PARTS[part].ascii ? `json_ascii(${text})` : text;
}

/** `CREATE FUNCTION offer_<part>_json…;`, in `schema` when given (the check's own schema). */
export const partFunction = (part: Part, schema = '') =>
  `CREATE FUNCTION ${schema ? `${schema}.` : ''}offer_${part}_json(${PARTS[part].args
    .map(([name, type]) => `${name} ${type}`)
    .join(
      ', ',
    )}) RETURNS text\n  LANGUAGE sql IMMUTABLE PARALLEL SAFE\n  RETURN ${partBody(part)};`;
