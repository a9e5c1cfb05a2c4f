import { sql } from 'drizzle-orm';
import { sqlArray } from '../../db/client';
import { libraryCards } from '../../db/schema/index';
import { recordMatches } from '../alerts/index';
import type { Executor } from './library-queries';
import { librariesNeeds } from './needs';

/**
 * The wanted-list alerts of lines a library write listed (modules/alerts): new or imported
 * lines, a lowered price (`renew: 'cheaper'`), a library put on sale. A line every copy of which
 * is reserved alerts nobody: none is left to reserve.
 */
export async function alertListedLines(
  tx: Executor,
  lines: { ids: string[] } | { libraryId: string },
  now: Date,
): Promise<void> {
  const which =
    'ids' in lines
      ? sql`c.id = any(${sqlArray(lines.ids, 'uuid')})`
      : sql`c.library_id = ${lines.libraryId}::uuid`;
  if ('ids' in lines && !lines.ids.length) return;
  await recordMatches(
    tx,
    sql`select c.id from ${libraryCards} c
        where ${which} and not ${librariesNeeds.get().reservedFlag(sql`c.id`, sql`c.quantity`)}`,
    now,
    'cheaper',
  );
}
