import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lintDocs } from './lint-docs.mjs';

const repository = path.resolve(import.meta.dirname, '..');

/** A tiny repository: one decision, an ARCHITECTURE.md naming it, and the files given. */
function aRepository(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-docs-'));
  const all = {
    'docs/decisions/001-first.md': '# 001 First\n',
    'ARCHITECTURE.md': '# Architecture\n\n## Decisions\n\n001 first\n',
    'packages/server/src/app.ts': '// Built by packages/server/src/main.ts\nexport {};\n',
    'packages/server/src/main.ts': 'export {};\n',
    ...files,
  };
  for (const [file, text] of Object.entries(all)) {
    fs.mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  roots.push(root);
  return root;
}
const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true });
});

describe('lint:docs', () => {
  it('passes on the repository', () => {
    expect(lintDocs(repository)).toEqual([]);
  });

  it('passes on a small repository whose citations all exist', () => {
    const root = aRepository({
      'docs/guide.md':
        'See `packages/server/src/app.ts`, [the first](decisions/001-first.md) and decision 001.\n',
    });
    expect(lintDocs(root)).toEqual([]);
  });

  it('fails on a Markdown file under docs/ that cites a made-up path', () => {
    const root = aRepository({ 'docs/guide.md': 'Start at `packages/server/src/made-up.ts`.\n' });
    expect(lintDocs(root)).toEqual([
      'docs/guide.md:1: no such path packages/server/src/made-up.ts',
    ]);
  });

  it('fails on a relative link to a made-up file, its anchor aside', () => {
    const root = aRepository({ 'docs/guide.md': '[run it](../made-up.md#start)\n' });
    expect(lintDocs(root)).toEqual(['docs/guide.md:1: broken link ../made-up.md#start']);
  });

  it('fails on a link to a heading the Markdown file does not have, passes on one it has', () => {
    const root = aRepository({
      'docs/guide.md':
        '## Backups and `restore`\n\n[ok](#backups-and-restore) [bad](run.md#made-up)\n',
      'docs/run.md': '# Run\n',
    });
    expect(lintDocs(root)).toEqual(['docs/guide.md:3: no heading for #made-up in docs/run.md']);
  });

  it('fails on a made-up decision number, in Markdown and in a comment', () => {
    const root = aRepository({
      'docs/guide.md': 'As decision 099 says.\n',
      'packages/server/src/rule.ts': 'export {};\n// see decisions/098\n',
    });
    expect(lintDocs(root)).toEqual([
      'docs/guide.md:1: no decision record 099',
      'packages/server/src/rule.ts:2: no decision record 098',
    ]);
  });

  it('fails on a file named alone in a comment that no file of the repository has', () => {
    const root = aRepository({
      'packages/server/src/rule.ts': '/** Read by logged-in.ts. */\nexport {};\n',
    });
    expect(lintDocs(root)).toEqual(['packages/server/src/rule.ts:1: no file named logged-in.ts']);
  });

  it("fails on a comment that cites an issue's number instead of saying why", () => {
    const root = aRepository({ 'scripts/run.mjs': '// Retries twice (issue 12).\nexport {};\n' });
    expect(lintDocs(root)).toEqual([
      "scripts/run.mjs:1: a comment cites 'issue 12': say why instead",
    ]);
  });

  it('looks only at comments in code, not at its strings', () => {
    const root = aRepository({ 'scripts/run.mjs': "const out = 'packages/made-up/index.js';\n" });
    expect(lintDocs(root)).toEqual([]);
  });

  it('fails when ARCHITECTURE.md does not name a decision record', () => {
    const root = aRepository({ 'docs/decisions/002-second.md': '# 002 Second\n' });
    expect(lintDocs(root)).toEqual([
      'ARCHITECTURE.md: its Decisions section does not name decision 002',
    ]);
  });
});
