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
 * zero-fills them as it starts, on the thread that then serves: PGlite alone opened a 40 MB
 * database in 0.76–0.95 s instead of 1.23–1.45 s, and holds ~100 MB less (299 → 192 MB resident).
 * The pages a search rereads stay cached by the operating system beyond them: the 100k search
 * benchmark on PGlite was faster, not slower (p50 18–20 ms against 24–25 ms). Figures and how
 * they were taken: docs/decisions/036-embedded-shared-buffers.md.
 */
export const SERVER_PGLITE_SETTINGS: PgliteSettings = { shared_buffers: '32MB' };
