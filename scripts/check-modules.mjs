// Run by `npm run lint:imports`, after dependency-cruiser: the rule dependency-cruiser cannot say
// about server modules (packages/server/src/modules/<m>/): a table is read and written by the
// module that owns it (scripts/module-owners.mjs OWNERS); another module asks the owner's face.
// The statements that join other modules' tables on purpose are listed there (JOINS), each with
// its reason (docs/decisions/033-one-direction-between-modules.md); anything new fails. The
// cycles between modules are dependency-cruiser's (.dependency-cruiser-modules.cjs).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { JOINS, OWNERS } from './module-owners.mjs';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = 'packages/server/src/modules';
const moduleOf = (file) => file.match(/^packages\/server\/src\/modules\/([^/]+)\//)?.[1];
const isTest = (file) => /\.test\.tsx?$/.test(file);
const problems = [];

// The names imported from db/schema by a module's non-test files.
const files = execFileSync('git', ['ls-files', modulesDir], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.tsx?$/.test(file) && !isTest(file));
for (const file of files) {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const owner = moduleOf(file);
  for (const [, names] of text.matchAll(
    /import(?: type)? \{([^}]*)\} from '[./]+db\/schema[^']*'/g,
  )) {
    for (const name of names
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)) {
      const tableOwner = OWNERS[name];
      if (tableOwner === undefined || tableOwner === owner) continue;
      if (JOINS[file]?.includes(name)) continue;
      problems.push(
        `${file}: table ${name} belongs to ${tableOwner}; ask its face or list the join`,
      );
    }
  }
}
// A listed join that no longer reads a table is a stale exception: the list only shrinks.
for (const [file, tables] of Object.entries(JOINS)) {
  const text = fs.existsSync(path.join(root, file))
    ? fs.readFileSync(path.join(root, file), 'utf8')
    : '';
  for (const table of tables) {
    if (!new RegExp(`\\b${table}\\b`).test(text))
      problems.push(`${file}: listed join of ${table} it no longer reads`);
  }
}

for (const problem of problems) console.error(problem);
console.log(`module rules: ${problems.length} violation(s)`);
process.exitCode = problems.length === 0 ? 0 : 1;
