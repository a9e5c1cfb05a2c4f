// What `npm run bench:load` sends (load-mix.ts), drawn from the marketplace it runs on and from
// real deck lists: the searches (every main deck of the metagame lists in the shared data, its
// names once each, up to the search's limit), public libraries of active sellers, names that
// autocomplete is typed with (the first 3–8 letters of listed cards' names), buyers logged in up
// front, and, for each run, hot cards of sellers of its own for the reservations to contend for.
import fs from 'node:fs';
import path from 'node:path';
import { SEARCH_MAX_NAMES } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../packages/server/src/db/client';
import { DEMO_DATA_DIR, readDeckList } from '../packages/server/src/demo/demo-data';
import type { Random } from '../packages/server/src/demo/random';
import { createUser, loginAs } from '../packages/server/test/factories';
import { createLibraryWithCards } from '../packages/server/test/library-factory';

export interface LoadInputs {
  /** POST /api/search bodies: JSON arrays of names. */
  searches: string[];
  libraries: string[];
  prefixes: string[];
  tokens: string[];
  hotCards: { id: string; quantity: number }[];
}

function deckSearches(): string[] {
  const decks = path.join(DEMO_DATA_DIR, 'decks');
  const files = (fs.readdirSync(decks, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.txt'))
    .sort();
  return files.flatMap((file) => {
    const names = [...new Set(readDeckList(path.join('decks', file)).map((card) => card.name))];
    return names.length ? [JSON.stringify(names.slice(0, SEARCH_MAX_NAMES))] : [];
  });
}

async function publicLibraries(db: Database): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select l.id from libraries l join users u on u.id = l.owner_id
        where not l.buying and (l.selling or l.trading) and l.hidden_at is null
          and u.disabled_at is null and u.suspended_at is null
        order by md5(l.id::text) limit 2000`,
  );
  return rows.map((row) => row.id);
}

async function typedPrefixes(db: Database, random: Random): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select distinct name from library_cards tablesample system (1) repeatable (23) limit 2000`,
  );
  return rows.map((row) => row.name.slice(0, random.int(3, 8)));
}

/** `count` buyers (validated accounts) with a session each, made 20 at a time. */
async function buyers(db: Database, count: number): Promise<string[]> {
  const tokens: string[] = [];
  while (tokens.length < count) {
    const batch = Array.from({ length: Math.min(20, count - tokens.length) }, async () => {
      return (await loginAs({ db }, await createUser({ db }))).token;
    });
    tokens.push(...(await Promise.all(batch)));
  }
  return tokens;
}

export async function loadInputs(db: Database, random: Random, buyerCount: number) {
  return {
    searches: deckSearches(),
    libraries: await publicLibraries(db),
    prefixes: await typedPrefixes(db, random),
    tokens: await buyers(db, buyerCount),
  };
}

/** `sellers` sale libraries of `perSeller` hot cards of `copies` copies each, for one run. */
export async function createHotCards(
  db: Database,
  { sellers, perSeller, copies }: { sellers: number; perSeller: number; copies: number },
): Promise<{ hotCards: LoadInputs['hotCards']; libraryIds: string[] }> {
  const hotCards: LoadInputs['hotCards'] = [];
  const libraryIds: string[] = [];
  for (let s = 0; s < sellers; s++) {
    const cards = Array.from({ length: perSeller }, (_, i) => ({
      name: `Carta disputada ${s * perSeller + i + 1}`,
      set: 'XYZ',
      collectorNumber: String(i + 1),
      price: '5.00',
      quantity: copies,
    }));
    const library = await createLibraryWithCards({ db }, await createUser({ db }), {}, cards);
    libraryIds.push(library.libraryId);
    hotCards.push(...library.cards.map(({ id, quantity }) => ({ id, quantity })));
  }
  return { hotCards, libraryIds };
}

/**
 * After a run: hot cards with more active reservations than copies (must be 0), and the active
 * reservations against the copies the 201s listed (a reservation whose answer was lost to a
 * fault is active without a 201). The hot libraries are then unlisted, so that the kept
 * marketplace's listed cards stay the generator's.
 */
export async function checkAndUnlist(db: Database, cardIds: string[], libraryIds: string[]) {
  const [row] = await queryRows<{ overbooked: number; active: number }>(
    db,
    sql`select count(*) filter (where a.active > c.quantity)::int as overbooked,
          coalesce(sum(a.active), 0)::int as active
        from library_cards c cross join lateral (select count(*)::int as active
          from reservations r where r.card_id = c.id and not r.sold and not r.disabled) a
        where c.id = any(${`{${cardIds.join(',')}}`}::uuid[])`,
  );
  await db.execute(
    sql`update libraries set selling = false, trading = false
        where id = any(${`{${libraryIds.join(',')}}`}::uuid[])`,
  );
  return row!;
}
