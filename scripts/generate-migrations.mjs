// Generates drizzle-kit SQL migrations from packages/server/src/db/schema.
// `--reset` regenerates them from scratch (only while no database outside tests holds them);
// `--name=what_changed` names the new migration (default: schema).
// The first migration is a custom one that creates the extensions: drizzle-kit cannot.
// Before drizzle-kit's own step, the result card's functions (packages/server/src/db/
// result-card-fields.ts) get their migration when the list changed (write-result-card-migration.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const serverDir = path.resolve(import.meta.dirname, '../packages/server');
const out = path.join(serverDir, 'drizzle');
const kit = (...args) =>
  execFileSync('npx', ['drizzle-kit', 'generate', ...args], { cwd: serverDir, stdio: 'inherit' });

if (process.argv.includes('--reset')) fs.rmSync(out, { recursive: true, force: true });

if (!fs.existsSync(out)) {
  kit('--custom', '--name=extensions');
  const [file] = fs.readdirSync(out).filter((name) => name.endsWith('_extensions.sql'));
  fs.writeFileSync(path.join(out, file), 'CREATE EXTENSION IF NOT EXISTS pg_trgm;\n');
}
if (!process.argv.includes('--reset')) {
  execFileSync('npx', ['tsx', 'src/db/write-result-card-migration.ts'], {
    cwd: serverDir,
    stdio: 'inherit',
  });
}
const name = process.argv.find((arg) => arg.startsWith('--name='))?.slice('--name='.length);
kit(`--name=${name || 'schema'}`);
