import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

/**
 * The real export files of ../shared/data/exports beside the checkout, read in place (never
 * copied into the repository). SHARED_DATA_DIR points elsewhere when the checkout lives in
 * another folder; the server's tests follow the same convention.
 */
export const SHARED_DATA_DIR =
  process.env.SHARED_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/data');

/** An export's text; `.gz` files are unpacked. */
export function readExport(fileName: string): string {
  const bytes = readFileSync(path.join(SHARED_DATA_DIR, 'exports', fileName));
  return (fileName.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
}
