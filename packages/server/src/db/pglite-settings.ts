import { PGlite } from '@electric-sql/pglite';

/**
 * PostgreSQL settings for an embedded database, as `postgres -c name=value` start parameters
 * after PGlite's own. PGlite zero-fills its shared memory at start, so `shared_buffers` is
 * resident in the process from the first second (128 MB by default), and WebAssembly memory
 * never shrinks.
 */
export type PgliteSettings = Readonly<Record<string, string>>;

export function pgliteStartParams(settings: PgliteSettings): string[] {
  return [
    ...PGlite.defaultStartParams,
    ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ];
}

/**
 * The server's embedded database: 32 MB of shared buffers, not PostgreSQL's 128 MB. PGlite
 * zero-fills them as it starts, on the thread that then serves: a restart took 2.52 s with 128 MB
 * and 2.34 s with 32 MB (medians of 7, in turns, 2026-11-29), and the process holds ~100 MB less
 * (resident after opening a 40 MB database: 299 → 192 MB).
 * The pages a search rereads stay cached by the operating system beyond them: the 100k search
 * benchmark on PGlite was no slower but faster (p50 18–20 ms against 24–25 ms), imports the same
 * within the runs' spread (bench/README.md#start-up-and-health).
 */
export const SERVER_PGLITE_SETTINGS: PgliteSettings = { shared_buffers: '32MB' };
