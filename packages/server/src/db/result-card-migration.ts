import type { Part } from './result-card-fields';
import { GENERATED_PARTS, partCall, partColumn, partFunction } from './result-card-sql';

/**
 * The migration that brings the `stale` parts (result-card-check.ts) to result-card-fields.ts's
 * list. Each part's function is replaced (dropped and created: its arguments may have changed),
 * and so are the texts the lines already keep, which PostgreSQL would not write again by itself:
 * a generated column is computed when its line is written, never when its function changes, so
 * it is dropped and added again (every line written anew); the owner's parts are written again
 * from the libraries, their owners and profiles, as modules/libraries/listing.ts writes them.
 * Every line is written as few times as can be: the owner's parts while the generated columns
 * are dropped (narrower lines), then the generated columns added by one statement, whose rewrite
 * of the table also leaves out the lines the update left behind (no table twice its size).
 */
export function resultCardMigration(stale: Part[]): string {
  const generated = stale.filter((part) => GENERATED_PARTS.includes(part));
  const kept = stale.filter((part) => !GENERATED_PARTS.includes(part));
  const statements = [
    ...generated.map((part) => `ALTER TABLE "library_cards" DROP COLUMN "${partColumn(part)}";`),
    ...stale.flatMap((part) => [`DROP FUNCTION IF EXISTS offer_${part}_json;`, partFunction(part)]),
  ];
  if (kept.length > 0) {
    const sets = kept.map((part) => `"${partColumn(part)}" = ${partCall(part)}`).join(', ');
    statements.push(`UPDATE "library_cards" c SET ${sets}
  FROM "libraries" l JOIN "users" u ON u."id" = l."owner_id"
    LEFT JOIN "user_profiles" p ON p."user_id" = u."id"
  WHERE l."id" = c."library_id";`);
  }
  if (generated.length > 0) {
    const columns = generated.map(
      (part) =>
        `ADD COLUMN "${partColumn(part)}" text GENERATED ALWAYS AS (${partCall(part)}) STORED`,
    );
    statements.push(`ALTER TABLE "library_cards" ${columns.join(',\n  ')};`);
  }
  return `-- Written by npm run db:generate from packages/server/src/db/result-card-fields.ts.\n${statements.join('--> statement-breakpoint\n')}\n`;
}
