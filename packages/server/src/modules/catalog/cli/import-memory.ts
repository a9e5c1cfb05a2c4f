import type { PgliteSettings } from '../../../db/pglite-settings';

/**
 * The embedded database's settings while `catalog:import` / `prices:import` run. PostgreSQL's
 * default 128 MB of shared buffers sit resident in the process for its whole life; an import
 * reads each row it writes back at most once (the upserts' conflict checks), and PGlite's files
 * are still cached by the operating system, so 16 MB cost it little time
 * (docs/decisions/031-addenda-moved-out-of-earlier-decisions.md, its addendum to 006). The server
 * keeps 32 MB (db/pglite-settings.ts, docs/decisions/036-embedded-shared-buffers.md).
 * `npm run catalog:import` also caps the command's JS heap at 96 MB (package.json): its live data
 * stays under 64 MB (it ran whole with that cap), and a smaller heap is collected before its
 * garbage piles up.
 */
export const IMPORT_PGLITE_SETTINGS: PgliteSettings = { shared_buffers: '16MB' };
