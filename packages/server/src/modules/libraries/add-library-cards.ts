import {
  cardLimitMessage,
  importLimitMessage,
  libraryCardKey,
  LIBRARY_MAX_CARDS,
  LIBRARY_MESSAGES,
  RESERVATION_MESSAGES,
  type AddLibraryCardsResponse,
  type ParsedNewLibraryCard,
} from '@mdc/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraryCards, libraries } from '../../db/schema/index';
import { AppError } from '../../errors';
import { alertListedLines } from './alert-matches';
import { findCardPrintings, type CardPrinting } from './card-printings';
import { libraryListing } from './listing';
import { librariesNeeds } from './needs';
import {
  cardObject,
  countCopies,
  findLibraryCards,
  getOwnLibrary,
  libraryTouched,
  toLibraryCard,
  type Executor,
  type LibraryCardView,
  type LibraryKind,
} from './library-queries';

/**
 * Adds cards to one library (the add-card dialog sends one, an import many). A card already in
 * the library with the same printing, condition, language and finish is updated (quantity and
 * price) instead of repeated, so importing the same export again changes nothing. The 1000-copy
 * limit is checked with the library's row locked: concurrent adds wait for one another, and an
 * add that would pass the limit is refused whole.
 */

interface NewLine {
  printing: CardPrinting;
  card: ParsedNewLibraryCard;
  quantity: number;
}

/** Rows of the same line in one payload become one: their quantities add up, the last price wins. */
function mergeRows(cards: ParsedNewLibraryCard[], printings: CardPrinting[]): Map<string, NewLine> {
  const lines = new Map<string, NewLine>();
  cards.forEach((card, index) => {
    const printing = printings[index]!;
    const key = libraryCardKey({ printingKey: printing.printingKey, ...card });
    const previous = lines.get(key);
    lines.set(key, { printing, card, quantity: (previous?.quantity ?? 0) + card.quantity });
  });
  return lines;
}

/**
 * Inserts the lines, or updates quantity and price of those already there, in one statement:
 * the rows travel as one JSON value (a 1000-line import as 15,000 bind parameters took most of
 * the import's time on PGlite), and the written lines come back as one JSON text.
 */
async function writeLines(
  tx: Executor,
  libraryId: string,
  lines: NewLine[],
  now: Date,
): Promise<LibraryCardView[]> {
  const rows = lines.map(({ printing, card, quantity }) => ({
    reference_id: printing.referenceId,
    oracle_id: printing.oracleId,
    printing_key: printing.printingKey,
    name: printing.name,
    set_code: printing.setCode,
    set_name: printing.setName,
    collector_number: printing.collectorNumber,
    image_urls: printing.imageUrls,
    type_line: printing.typeLine,
    foil: card.foil,
    condition: card.condition,
    language: card.language,
    price: card.price,
    quantity,
  }));
  const result = (await tx.execute(sql`
    with written as (
      insert into ${libraryCards} (library_id, reference_id, oracle_id, printing_key, name, set_code,
        set_name, collector_number, image_urls, type_line, foil, condition, language, price,
        quantity, listed, offer_owner, offer_seller, created_at, updated_at)
      select s.library_id, r.reference_id, r.oracle_id, r.printing_key, r.name, r.set_code,
        r.set_name, r.collector_number, r.image_urls, r.type_line, r.foil, r.condition,
        r.language, r.price, r.quantity, s.listed, s.offer_owner, s.offer_seller,
        ${now}::timestamptz, ${now}::timestamptz
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(reference_id uuid,
        oracle_id uuid, printing_key text, name text, set_code text, set_name text,
        collector_number text, image_urls text[], type_line text, foil boolean, condition text,
        language text, price text, quantity integer)
        cross join ${libraryListing(sql`l.id = ${libraryId}::uuid`)} s
      on conflict (library_id, printing_key, foil, condition, language) do update
        set quantity = excluded.quantity, price = excluded.price, updated_at = excluded.updated_at
      returning json_build_object(${cardObject()}) as card
    )
    select coalesce(json_agg(card), '[]')::text as cards from written
  `)) as unknown as { rows: { cards: string }[] };
  return JSON.parse(result.rows[0]!.cards) as LibraryCardView[];
}

/** Lines already there keep their price and are written only to raise their copies. */
function raiseOnly(lines: Map<string, NewLine>, existing: Map<string, LibraryCardView>): void {
  for (const [key, line] of lines) {
    const current = existing.get(key);
    if (!current) continue;
    if (line.quantity <= current.quantity) lines.delete(key);
    else line.card = { ...line.card, price: current.price };
  }
}

export async function addLibraryCards(
  db: Database,
  ownerId: string,
  kind: LibraryKind,
  cards: ParsedNewLibraryCard[],
  now: Date,
  /**
   * 'raise': a card already in the library is only raised to the copies sent, never lowered,
   * its price kept (a wanted list's missing cards).
   */
  existingLines: 'update' | 'raise' = 'update',
): Promise<AddLibraryCardsResponse> {
  const libraryId = cards[0]!.libraryId;
  if (cards.some((card) => card.libraryId !== libraryId)) {
    throw AppError.of('validation', LIBRARY_MESSAGES.mixedLibraries, 'libraryId');
  }
  // Catalog reads first, outside the transaction that holds the library's lock.
  await getOwnLibrary(db, ownerId, libraryId, kind);
  const lines = mergeRows(cards, await findCardPrintings(db, cards));

  return db.transaction(async (tx) => {
    await getOwnLibrary(tx, ownerId, libraryId, kind, { forUpdate: true });
    const existing = new Map(
      (await findLibraryCards(tx, libraryId)).map((row) => [libraryCardKey(row), row]),
    );
    if (existingLines === 'raise') raiseOnly(lines, existing);
    const before = countCopies([...existing.values()]);
    let total = before;
    for (const [key, line] of lines) total += line.quantity - (existing.get(key)?.quantity ?? 0);
    if (total > LIBRARY_MAX_CARDS) {
      const message = cards.length > 1 ? importLimitMessage(total) : cardLimitMessage(total);
      throw AppError.of('libraryFull', message);
    }

    // An import sets each line's quantity: never below the copies its active reservations hold.
    for (const [key, line] of lines) {
      const current = existing.get(key);
      if (!current || line.quantity >= current.quantity) continue;
      const reserved = await librariesNeeds.get().countActiveReservations(tx, current.id);
      if (line.quantity < reserved) {
        throw AppError.of('reservedQuantity', RESERVATION_MESSAGES.quantityBelowReserved(reserved));
      }
    }

    const written = await writeLines(tx, libraryId, [...lines.values()], now);
    if (kind === 'sale') {
      await alertListedLines(tx, { ids: written.map((row) => row.id) }, now);
    }
    await tx
      .update(libraries)
      .set(libraryTouched(now))
      .where(sql`${libraries.id} = ${libraryId}`);
    const updated = written.filter((row) => existing.has(libraryCardKey(row))).length;
    return {
      cards: written.map(toLibraryCard),
      created: written.length - updated,
      updated,
      cardCount: total,
      addedCopies: total - before,
    };
  });
}
