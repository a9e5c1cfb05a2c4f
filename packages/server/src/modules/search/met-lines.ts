import { sql, type SQL } from 'drizzle-orm';
import { libraries, libraryCards, printingNameKey } from '../../db/schema/index';
import { membersWhoMeet, type MeetWhere } from '../places/index';
import { offerColumns } from './result-cards';

/**
 * The search by meeting ('Dónde', docs/product/meetings.md#search-by-meeting): the listed lines
 * of the members who meet in a city or at a place, as the CTE `met_lines`, with their result
 * card's parts (as find-offers.ts's lines) and their keys. Those members are few, so their lines
 * are read whole through their libraries (library_cards_line_key starts with the library) and
 * joined to the wanted keys: walking a staple's cheapest lines by the search's indexes until some
 * of theirs turned up read thousands of other sellers' lines a name (246 ms a search at 1M
 * listed cards, bench/README.md#search). `exclude`: the searcher's own and blocked owners'.
 */
export const metLinesCte = (meet: MeetWhere, exclude: SQL): SQL =>
  sql`met_lines as (
        select c.id, c.library_id, c.quantity, c.price_usd as price_order, ${offerColumns('c')},
          c.oracle_id as met_oracle, ${printingNameKey(sql`c.printing_key`)} as met_name
        from ${libraryCards} c
        where c.library_id = any(array(select id from ${libraries} where owner_id = any(array(
            ${membersWhoMeet(meet)}))))
          and c.listed ${exclude}
      )`;

/**
 * The rows of `cards` (keys of catalog cards) and `names` (`name:` keys) joined to `met_lines`:
 * `select <columns of w>, m.* …`, each wanted row's `key` matched as find-offers.ts's are.
 */
export const metMatches = (columns: SQL, cards: SQL, names: SQL): SQL =>
  sql`select ${columns}, m.* from ${cards} w
        join met_lines m on m.met_oracle = w.key::uuid
      union all
      select ${columns}, m.* from ${names} w
        join met_lines m on m.met_oracle is null and m.met_name = w.key`;
