import path from 'node:path';

/**
 * The real public data of ../shared/data beside the checkout (read in place, never copied into
 * the repository): catalog files, decks, georef answers. SHARED_DATA_DIR points elsewhere when
 * the checkout lives in another folder.
 */
export const SHARED_DATA_DIR =
  process.env.SHARED_DATA_DIR ?? path.resolve(import.meta.dirname, '../../../../shared/data');
