import path from 'node:path';

/**
 * The server package's folder, whether this runs as TypeScript (src/) or compiled (dist/, built by
 * scripts/build.mjs): both sit one folder below it, so every path the server reads from disk
 * (migrations, the built web app, the demo's data) starts here.
 */
export const serverRoot = path.resolve(import.meta.dirname, '..');
