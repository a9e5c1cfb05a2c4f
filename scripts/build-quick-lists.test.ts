import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildQuickListFiles } from './build-quick-lists';

/** The committed quick lists are what the script writes from ../shared/data/staples today. */
const QUICK_LISTS_DIR = path.resolve(
  import.meta.dirname,
  '../packages/shared/src/search/quick-lists',
);

describe('build-quick-lists', () => {
  it('wrote the committed files, and no other', () => {
    const files = buildQuickListFiles();
    expect(fs.readdirSync(QUICK_LISTS_DIR).sort()).toEqual(Object.keys(files).sort());
    for (const [fileName, text] of Object.entries(files)) {
      expect(fs.readFileSync(path.join(QUICK_LISTS_DIR, fileName), 'utf8'), fileName).toBe(text);
    }
  });
});
