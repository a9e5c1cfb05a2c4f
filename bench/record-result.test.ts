import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markdownTable, recordResult, type RecordedRun } from './record-result';

const dirs: string[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('recordResult', () => {
  it('appends one dated line per run to <bench>.jsonl, with its table and figures', () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-results-'));
    dirs.push(dir);
    recordResult('example', '| a |\n|---|\n| 1 |', { a: 1 }, dir);
    recordResult('example', '| a |\n|---|\n| 2 |', { a: 2 }, dir);
    const runs = fs
      .readFileSync(path.join(dir, 'example.jsonl'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as RecordedRun);
    expect(runs.map((run) => run.figures)).toEqual([{ a: 1 }, { a: 2 }]);
    expect(runs[1]).toMatchObject({ bench: 'example', table: '| a |\n|---|\n| 2 |' });
    expect(Date.parse(runs[0]!.at)).not.toBeNaN();
    expect(runs[0]!.machine.cpus).toBe(os.cpus().length);
    expect(runs[0]!.commit).toMatch(/^([0-9a-f]{7,}(\+changes)?|unknown)$/);
  });

  it('writes rows of the same keys as a Markdown table', () => {
    expect(markdownTable([{ route: '/', p95: '5 ms' }])).toBe(
      '| route | p95 |\n|---|---|\n| / | 5 ms |',
    );
  });
});
