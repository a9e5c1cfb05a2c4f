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
