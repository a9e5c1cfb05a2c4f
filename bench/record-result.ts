import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One benchmark run as a result file keeps it: when, on which commit and machine, with which
 * arguments, the table the run printed and its figures. Figures live in these files, written by
 * the benchmarks themselves, so a document never has to be edited to hold them (bench/README.md
 * says how to read them; `node --import tsx bench/latest-results.ts` prints the newest tables).
 */
export interface RecordedRun {
  at: string;
  bench: string;
  commit: string;
  machine: { cpus: number; cpu: string; memoryGb: number; node: string };
  args: string[];
  table: string;
  figures?: unknown;
}

export const RESULTS_DIR = path.join(import.meta.dirname, 'results');

/** The commit measured: HEAD's short hash, `+changes` when tracked files differ from it. */
export function currentCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    });
    return dirty.trim() ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

/** The run as one JSON line: its time, commit and machine first, then what it measured. */
export function describeRun(bench: string, table: string, figures?: unknown): RecordedRun {
  return {
    at: new Date().toISOString(),
    bench,
    commit: currentCommit(),
    machine: {
      cpus: os.cpus().length,
      cpu: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    args: process.argv.slice(2),
    table,
    ...(figures === undefined ? {} : { figures }),
  };
}

/** Prints the run's table and appends the run to bench/results/<bench>.jsonl. */
export function recordResult(
  bench: string,
  table: string,
  figures?: unknown,
  dir: string = RESULTS_DIR,
): void {
  console.log(table);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${bench}.jsonl`);
  fs.appendFileSync(file, `${JSON.stringify(describeRun(bench, table, figures))}\n`);
  console.log(`\nrecorded in ${path.relative(process.cwd(), file)}`);
}

/** A Markdown table of rows of the same keys (what console.table would show). */
export function markdownTable(rows: readonly object[]): string {
  const keys = Object.keys(rows[0] ?? {});
  const cell = (row: object, key: string) => String((row as Record<string, unknown>)[key]);
  return [
    `| ${keys.join(' | ')} |`,
    `|${keys.map(() => '---').join('|')}|`,
    ...rows.map((row) => `| ${keys.map((key) => cell(row, key)).join(' | ')} |`),
  ].join('\n');
}
