import { RECOMMENDED_MAX_CARDS } from '@mdc/shared';
import { sql } from 'drizzle-orm';
import { queryArrays, type Database } from '../../db/client';
import { libraries, libraryCards, printingNameKey } from '../../db/schema/index';
import { blockedEitherWay } from '../blocks/index';
import { activeReservationCounts } from '../reservations/index';
import { offerColumns, resultCardText, searchTail } from './result-cards';

/**
 * 'Recomendados' (docs/product/search.md#recommended): cards on sale that the user wants. A sale
 * card matches a card of the user's buying libraries when both are the same catalog card (oracle
 * id) or, for cards kept by name, when their name keys are equal. Only selling libraries of active
 * accounts, never the user's own cards nor those of a user blocked either way, basic lands, nor
 * cards whose copies are all reserved; the newest listed first.
 * One set-based query; the answer is the cards (with `recommended: true`), each as JSON text
 * (result-cards.ts) with its free copies; a card's searched name is its own. It joins the
 * libraries' tables itself (the user's wanted lines against every listed line), the blocks' and
 * reservations' parts from their faces: matching lines across modules is the question, and one
 * statement answers it (scripts/module-owners.mjs lists it).
 */
export async function findRecommendedCards(
  db: Database,
  userId: string,
  limit = RECOMMENDED_MAX_CARDS,
): Promise<string[]> {
  const c = libraryCards;
  const nameKey = (alias: string) => printingNameKey(sql.raw(`${alias}.printing_key`));
  const rows = await queryArrays(
    db,
    sql`with wanted as (
          select distinct w.oracle_id, case when w.oracle_id is null then ${nameKey('w')} end as name_key
          from ${c} w join ${libraries} wl on wl.id = w.library_id
          where wl.owner_id = ${userId} and wl.buying
        ),
        matches as (
          select c.id from wanted w join ${c} c on c.oracle_id = w.oracle_id
          union
          select c.id from wanted w join ${c} c on ${nameKey('c')} = w.name_key
          where c.oracle_id is null
        ),
        recommended as (
          select c.id, c.name, c.created_at, c.quantity - coalesce(held.active, 0) as available,
            ${offerColumns('c')}
          from matches m
          join ${c} c on c.id = m.id
          join ${libraries} l on l.id = c.library_id
          left join ${activeReservationCounts()} held on held.card_id = c.id
          where c.listed and l.selling and l.owner_id <> ${userId}
            and l.owner_id not in ${blockedEitherWay(userId)}
            -- Basic lands are in every box: recommending them tells a buyer nothing (issue 19).
            and coalesce(c.type_line, '') not like 'Basic %'
            -- A card every copy of which is reserved is not offered: none is left to reserve.
            and coalesce(held.active, 0) < c.quantity
          order by c.created_at desc, c.id
          limit ${limit}
        )
        select ${resultCardText(
          'r',
          'member',
          sql`${searchTail({
            available: sql`r.available`,
            reserved: sql`false`,
            searchedName: sql`json_ascii(to_json(r.name)::text)`,
          })}
              || ',"recommended":true'`,
        )}
        from recommended r order by r.created_at desc, r.id`,
  );
  return rows.map(([card]) => card!);
}
