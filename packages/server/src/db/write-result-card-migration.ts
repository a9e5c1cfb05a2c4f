import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openPglite, pgliteExtensions } from './client';
import { staleResultCardParts } from './result-card-check';
import { resultCardMigration } from './result-card-migration';
import { GENERATED_PARTS, partCall, partColumn } from './result-card-sql';

/**
 * `npm run db:generate`'s first step (scripts/generate-migrations.mjs): when the migrations
 * leave other result card functions than result-card-fields.ts lists, writes the migration that
 * replaces them (result-card-migration.ts) as a drizzle-kit custom migration. Its snapshot
 * already holds the generated columns' new expressions, so drizzle-kit's own step after it does
 * not drop and add them again. A field that needs a new column of the line: add the column and
 * generate its migration first, then the field.
 */
const handle = await openPglite(await PGlite.create({ extensions: pgliteExtensions }));
await handle.migrate();
const stale = await staleResultCardParts(handle.db);
await handle.close();

if (stale.length === 0) {
  process.stdout.write('Result card: the migrations write the listed fields.\n');
} else {
  const serverDir = path.resolve(migrationsFolder, '..');
  execFileSync('npx', ['drizzle-kit', 'generate', '--custom', '--name=result_card_fields'], {
    cwd: serverDir,
    stdio: 'inherit',
  });
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const tag = journal.entries.at(-1)!.tag;
  fs.writeFileSync(path.join(migrationsFolder, `${tag}.sql`), resultCardMigration(stale));
  const snapshotFile = path.join(migrationsFolder, `meta/${tag.slice(0, 4)}_snapshot.json`);
  const snapshot = JSON.parse(fs.readFileSync(snapshotFile, 'utf8'));
  for (const part of stale.filter((stalePart) => GENERATED_PARTS.includes(stalePart))) {
    snapshot.tables['public.library_cards'].columns[partColumn(part)].generated.as = partCall(part);
  }
  fs.writeFileSync(snapshotFile, JSON.stringify(snapshot, null, 2));
  process.stdout.write(`Result card: ${tag}.sql replaces the parts ${stale.join(', ')}.\n`);
}
