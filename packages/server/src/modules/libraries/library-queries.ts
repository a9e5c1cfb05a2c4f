import type { Library, LibraryCard, LibraryOwner } from '@mdc/shared';
import { and, asc, eq, getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { libraries, libraryCards } from '../../db/schema/index';
import { AppError } from '../../errors';
import { sellerPlacesOf } from '../places/index';
import { accountsView } from '../accounts/index';
import { refuseUnavailable } from './library-availability';
import { librariesNeeds } from './needs';

/** Reads of libraries and their cards, and the ownership checks every private call makes. */

export type LibraryRow = typeof libraries.$inferSelect;
export type LibraryCardRow = typeof libraryCards.$inferSelect;
/** The database or a transaction of it. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type LibraryKind = 'sale' | 'buying';
export const isBuying = (kind: LibraryKind) => kind === 'buying';

/** What every write to a library sets on it: the time, and the next version (public cache key). */
export const libraryTouched = (now: Date) => ({
  updatedAt: now,
  version: sql`${libraries.version} + 1`,
});

/**
 * The copies of the library read in the outer query. Its names are written out: in a one-table
 * select the query builder leaves columns unqualified, and a bare "id" inside the subquery would
 * be library_cards.id (every count 0).
 */
const cardCount = sql<number>`coalesce((select sum(counted.quantity) from ${libraryCards} counted
  where counted.library_id = ${sql.identifier(getTableName(libraries))}.id), 0)::int`;

export function toLibrary(row: LibraryRow, count: number): Library {
  return {
    internalId: row.id,
    name: row.name,
    selling: row.selling,
    trading: row.trading,
    buying: row.buying,
    cardCount: count,
    ...(row.hiddenAt ? { hiddenByModeration: true as const } : {}),
    ...(row.buying
      ? {
          alerts: row.alerts,
          alertMaxPrice: row.alertMaxPrice,
          alertSameProvince: row.alertSameProvince,
        }
      : {}),
  };
}

/**
 * The columns a card is read with: what the answers show and what identifies its line. The
 * timestamps and the oracle id stay in the database.
 */
const cardColumns = {
  id: libraryCards.id,
  libraryId: libraryCards.libraryId,
  referenceId: libraryCards.referenceId,
  printingKey: libraryCards.printingKey,
  name: libraryCards.name,
  setCode: libraryCards.setCode,
  setName: libraryCards.setName,
  collectorNumber: libraryCards.collectorNumber,
  imageUrls: libraryCards.imageUrls,
  typeLine: libraryCards.typeLine,
  foil: libraryCards.foil,
  condition: libraryCards.condition,
  language: libraryCards.language,
  price: libraryCards.price,
  quantity: libraryCards.quantity,
};
/** With the reserved flag: its active reservations take all its copies (modules/reservations). */
const readColumns = () => ({
  ...cardColumns,
  reserved: librariesNeeds
    .get()
    .reservedFlag(sql`${libraryCards.id}`, sql`${libraryCards.quantity}`),
});
export type LibraryCardView = Pick<LibraryCardRow, keyof typeof cardColumns> & {
  reserved: boolean;
};

export function toLibraryCard(row: LibraryCardView): LibraryCard {
  return {
    id: row.id,
    libraryId: row.libraryId,
    referenceId: row.referenceId,
    cardName: row.name,
    setCode: row.setCode,
    setName: row.setName,
    collectorNumber: row.collectorNumber,
    language: row.language,
    condition: row.condition,
    foil: row.foil,
    quantity: row.quantity,
    price: row.price,
    // Filled by the reference-price lookup on the client.
    priceSource: null,
    priceUpdatedAt: null,
    reserved: row.reserved,
    images: row.imageUrls,
    type: row.typeLine,
  };
}

/** The user's libraries of one kind, by name, with their card counts. */
export async function findOwnLibraries(
  db: Database,
  ownerId: string,
  kind: LibraryKind,
): Promise<Library[]> {
  const rows = await db
    .select({ library: libraries, count: cardCount })
    .from(libraries)
    .where(and(eq(libraries.ownerId, ownerId), eq(libraries.buying, isBuying(kind))))
    .orderBy(asc(libraries.name), asc(libraries.createdAt));
  return rows.map((row) => toLibrary(row.library, row.count));
}

/**
 * The library of this kind (null: either kind) when `ownerId` owns it: 404 when there is none
 * (or it is of the other kind), 403 when it is someone else's. `forUpdate` locks its row until the transaction ends:
 * every write to a library's cards takes that lock first, so their checks see one another.
 */
export async function getOwnLibrary(
  db: Executor,
  ownerId: string,
  libraryId: string,
  kind: LibraryKind | null,
  { forUpdate = false } = {},
): Promise<LibraryRow> {
  const query = db
    .select()
    .from(libraries)
    .where(
      and(
        eq(libraries.id, libraryId),
        kind === null ? undefined : eq(libraries.buying, isBuying(kind)),
      ),
    );
  const [row] = forUpdate ? await query.for('update') : await query;
  if (!row) throw AppError.of('libraryNotFound');
  if (row.ownerId !== ownerId) throw AppError.of('libraryForbidden');
  return row;
}

/**
 * A library of this kind whose owner's account is active (public reads); 404 otherwise, with
 * its own message when a moderator hid it or suspended its owner, or the owner deleted the
 * account (library-availability.ts).
 */
export async function getPublicLibrary(
  db: Database,
  libraryId: string,
  kind: LibraryKind,
): Promise<LibraryRow> {
  const owner = accountsView('owner');
  const [row] = await db
    .select({ library: libraries, suspendedAt: owner.suspendedAt, disabledAt: owner.disabledAt })
    .from(libraries)
    .innerJoin(owner, eq(owner.id, libraries.ownerId))
    .where(and(eq(libraries.id, libraryId), eq(libraries.buying, isBuying(kind))));
  if (!row) throw AppError.of('libraryNotFound');
  refuseUnavailable({ ...row, hiddenAt: row.library.hiddenAt });
  return row.library;
}

/** `json_build_object('id', library_cards.id, …)` of the read columns. */
export const cardObject = () =>
  sql.join(
    Object.entries(readColumns()).map(([key, column]) => sql`${key}::text, ${column}`),
    sql`, `,
  );

/** The card columns under their answer names: `library_cards.set_code as "setCode"`, … */
const cardFields = () =>
  sql.join(
    Object.entries(readColumns()).map(([key, column]) => sql`${column} as ${sql.identifier(key)}`),
    sql`, `,
  );

/**
 * Every card of a library, by name then set. The rows come as one JSON text built by the
 * database: a 1000-card library is one value to parse instead of 15,000 fields, which halves the
 * public page's read on PGlite (bench/public-library.ts). The sorted subquery gives json_agg its
 * order (one table, no join: the planner keeps it).
 */
export async function findLibraryCards(
  db: Executor,
  libraryId: string,
): Promise<LibraryCardView[]> {
  const result = (await db.execute(
    sql`select coalesce(json_agg(card), '[]')::text as cards
        from (select ${cardFields()} from ${libraryCards}
              where ${libraryCards.libraryId} = ${libraryId}
              order by ${libraryCards.name}, ${libraryCards.setCode}, ${libraryCards.id}) as card`,
  )) as unknown as { rows: { cards: string }[] };
  return JSON.parse(result.rows[0]!.cards) as LibraryCardView[];
}

export const countCopies = (cards: Pick<LibraryCardRow, 'quantity'>[]) =>
  cards.reduce((sum, card) => sum + card.quantity, 0);

/**
 * Whose library this is, for its public page: the owner's user name, province, city
 * and record as a trader; never a contact. 404 as the page itself when the owner is gone.
 */
export async function findLibraryOwner(db: Database, libraryId: string): Promise<LibraryOwner> {
  const owner = accountsView('owner');
  const [row] = await db
    .select({
      id: owner.id,
      user: owner.username,
      region: owner.region,
      city: owner.city,
      hiddenAt: libraries.hiddenAt,
      suspendedAt: owner.suspendedAt,
      disabledAt: owner.disabledAt,
    })
    .from(libraries)
    .innerJoin(owner, eq(owner.id, libraries.ownerId))
    .where(eq(libraries.id, libraryId));
  if (!row) throw AppError.of('libraryNotFound');
  refuseUnavailable(row);
  if (!row.user) throw AppError.of('libraryNotFound');
  const [reputations, places] = await Promise.all([
    librariesNeeds.get().findReputations(db, [row.id]),
    sellerPlacesOf(db, [row.id]),
  ]);
  const { user, region, city } = row;
  return { user, region, city, ...reputations.get(row.id)!, places: places.get(row.id) ?? [] };
}
