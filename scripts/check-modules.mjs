// `npm run lint:modules`: two rules dependency-cruiser cannot say about server modules
// (packages/server/src/modules/<m>/). 1. A table is read and written by the module that owns it
// (OWNERS); another module asks the owner's face. 2. No cycle between modules: a folder-level
// circle counts even when the files do not form one. Each known exception is listed below with
// its reason (docs/decisions/029-modules-own-their-data.md); anything new fails.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { JOINS, KNOWN_CYCLE_EDGES, OWNERS } from './module-owners.mjs';

const root = path.resolve(import.meta.dirname, '..');
const modulesDir = 'packages/server/src/modules';
const moduleOf = (file) => file.match(/^packages\/server\/src\/modules\/([^/]+)\//)?.[1];
const isTest = (file) => /\.test\.tsx?$/.test(file);
const problems = [];

// 1. Tables: the names imported from db/schema by a module's non-test files.
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

// 2. Module cycles, from dependency-cruiser's graph of the server's source (tests left out: a
// test may use any face without making its module depend on it).
const graph = JSON.parse(
  execFileSync(
    'npx',
    [
      'depcruise',
      'packages/server/src',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
    ],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  ),
);
const edges = new Map();
for (const { source, dependencies } of graph.modules) {
  const from = moduleOf(source);
  if (!from || isTest(source)) continue;
  for (const { resolved } of dependencies) {
    const to = moduleOf(resolved);
    if (!to || to === from || KNOWN_CYCLE_EDGES.includes(`${from} -> ${to}`)) continue;
    if (!edges.has(from)) edges.set(from, new Set());
    edges.get(from).add(to);
  }
}
const reaches = (start, goal, seen = new Set()) =>
  [...(edges.get(start) ?? [])].some(
    (next) => next === goal || (!seen.has(next) && seen.add(next) && reaches(next, goal, seen)),
  );
for (const [from, tos] of edges)
  for (const to of tos)
    if (reaches(to, from)) problems.push(`modules ${from} -> ${to} closes a cycle between modules`);

for (const problem of problems) console.error(problem);
console.log(`module rules: ${problems.length} violation(s)`);
process.exitCode = problems.length === 0 ? 0 : 1;
