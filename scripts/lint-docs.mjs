// Docs that cannot drift: every repository path and decision number cited in Markdown files and
// in code comments must exist, and ARCHITECTURE.md must name every decision record. Plain Node,
// no dependency, one pass over the files (well under a second).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'data',
  '.git',
  'test-results',
  'playwright-report',
  'artifacts',
  'coverage',
  '.vite',
  'dist-template',
]);
// Its test cites made-up paths and decisions on purpose.
const EXEMPT = new Set(['scripts/lint-docs.test.ts']);
const CODE_ROOTS = ['packages', 'e2e', 'scripts', 'bench', 'deploy'];
const CODE_FILE = /\.(?:ts|tsx|mts|js|mjs|cjs|sh)$/;
const PATH_PREFIXES = 'packages|docs|scripts|e2e|bench|deploy|eslint-rules';
// A path token starts a word (not inside a URL or another path) and stops at a character no
// path of this repository holds.
const PATH_TOKEN = new RegExp(`(?<![\\w./@-])(?:${PATH_PREFIXES})/[\\w./\\-\\[\\]*<>{}…]*`, 'g');
// A file cited by its name alone (`seed-database.ts`) must be some file of the repository.
const FILE_NAME = /(?<![\w./@*-])[\w-]+(?:\.[\w-]+)*\.(?:tsx?|mjs|cjs|md|sql)\b(?![\w/-])/g;
// A comment says why; an issue's number explains nothing to a reader of the repository.
const ISSUE = /\bissues? \d+/gi;
const DECISION = /decisions?(?:\s+|\/)(\d{3})\b/gi;
// Generated or ignored places: cited on purpose, absent from a fresh clone.
const GENERATED =
  /(?:^|\/)(?:dist|dist-template|data|test-results|playwright-report|artifacts|coverage)(?:\/|$)/;

function walk(root, dir, keep, out) {
  const full = join(root, dir);
  if (!existsSync(full)) return out;
  for (const entry of readdirSync(full, { withFileTypes: true })) {
    if (SKIPPED_DIRS.has(entry.name)) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) walk(root, path, keep, out);
    else if (keep(path)) out.push(path);
  }
  return out;
}

/** The comments of a code file, with their line numbers kept (other text blanked). */
export function commentsOf(text) {
  const out = text.replace(/[^\n]/g, ' ').split('');
  const re = /\/\*[\s\S]*?\*\/|(?<![:\\'"`])\/\/[^\n]*|^\s*#[^\n!]*$/gm;
  for (const m of text.matchAll(re)) {
    for (let i = 0; i < m[0].length; i++) out[m.index + i] = m[0][i];
  }
  return out.join('');
}

function cleanToken(token) {
  let path = token.replace(/[.,:;)\]'"`]+$/, '').replace(/#.*$/, '');
  path = path.replace(/:\d+(?:-\d+)?$/, '');
  return path.replace(/\/$/, '');
}

function isCheckable(path) {
  return (
    !/[*<>{}…]|\.\.\.|\[|^docs\/decisions\/\d{3}$/.test(path) &&
    !GENERATED.test(path) &&
    path.includes('/')
  );
}

/** GitHub's anchors of a Markdown file's headings. */
const anchorCache = new Map();
function anchorsOf(file) {
  if (!anchorCache.has(file)) {
    const seen = new Map();
    const anchors = new Set();
    const text = readFileSync(file, 'utf8').replace(/^```[\s\S]*?^```/gm, '');
    for (const [, heading] of text.matchAll(/^#{1,6}\s+(.+?)\s*#*$/gm)) {
      const plain = heading.replace(/`/g, '').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1');
      const slug = plain
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s_-]/gu, '')
        .replace(/\s/g, '-');
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    anchorCache.set(file, anchors);
  }
  return anchorCache.get(file);
}

function lineOf(text, index) {
  return text.slice(0, index).split('\n').length;
}

/** Problems of one file's text: missing paths and decision numbers. */
export function checkText(root, file, text, decisions, names) {
  const problems = [];
  const report = (index, what) => problems.push(`${file}:${lineOf(text, index)}: ${what}`);
  for (const m of text.matchAll(PATH_TOKEN)) {
    const path = cleanToken(m[0]);
    if (isCheckable(path) && !existsSync(join(root, path))) report(m.index, `no such path ${path}`);
  }
  for (const m of text.matchAll(FILE_NAME)) {
    if (!names.has(m[0])) report(m.index, `no file named ${m[0]}`);
  }
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
      const [target, anchor] = m[1].split('#');
      if (/^[a-z]+:/i.test(target)) continue;
      const path = target
        ? relative(root, resolve(root, dirname(file), target))
            .split(sep)
            .join('/')
        : file;
      if (!existsSync(join(root, path))) report(m.index, `broken link ${m[1]}`);
      else if (anchor && path.endsWith('.md') && !anchorsOf(join(root, path)).has(anchor)) {
        report(m.index, `no heading for #${anchor} in ${path}`);
      }
    }
  }
  for (const m of text.matchAll(DECISION)) {
    if (!decisions.has(m[1])) report(m.index, `no decision record ${m[1]}`);
  }
  return problems;
}

/** Every problem of the repository at root (an empty list when its docs hold). */
export function lintDocs(root) {
  const decisionFiles = readdirSync(join(root, 'docs/decisions')).filter((f) => /^\d{3}-/.test(f));
  const decisions = new Set(decisionFiles.map((f) => f.slice(0, 3)));
  const markdown = walk(root, '', (p) => p.endsWith('.md'), []);
  const isCode = (p) => CODE_FILE.test(p) && !EXEMPT.has(p);
  const code = CODE_ROOTS.flatMap((dir) => walk(root, dir, isCode, []));
  const names = new Set(walk(root, '', () => true, []).map((p) => p.slice(p.lastIndexOf('/') + 1)));
  const problems = [];
  for (const file of markdown) {
    problems.push(
      ...checkText(root, file, readFileSync(join(root, file), 'utf8'), decisions, names),
    );
  }
  for (const file of code) {
    const text = commentsOf(readFileSync(join(root, file), 'utf8'));
    problems.push(...checkText(root, file, text, decisions, names));
    for (const m of text.matchAll(ISSUE)) {
      problems.push(`${file}:${lineOf(text, m.index)}: a comment cites '${m[0]}': say why instead`);
    }
  }
  const architecture = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8');
  const listed = architecture.slice(architecture.indexOf('## Decisions'));
  for (const number of decisions) {
    if (!new RegExp(`\\b${number}\\b`).test(listed)) {
      problems.push(`ARCHITECTURE.md: its Decisions section does not name decision ${number}`);
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = lintDocs(root);
  for (const problem of problems) console.error(problem);
  if (problems.length > 0) {
    console.error(`lint:docs: ${problems.length} citation(s) point at nothing`);
    process.exit(1);
  }
}
