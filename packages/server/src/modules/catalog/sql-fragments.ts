import { sql, type SQL } from 'drizzle-orm';

/** Lists and ranges as SQL fragments, each list a single query parameter. */

/** Texts usable as `x in ${textList(values)}`. */
export const textList = (values: string[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb))`;

export const uuidList = (values: string[]): SQL =>
  sql`(select jsonb_array_elements_text(${JSON.stringify(values)}::jsonb)::uuid)`;

/**
 * `column` starts with `prefix`, as a range a text_pattern_ops btree answers (LIKE 'x%' needs a
 * constant pattern; this also works with a prefix computed per row of a join).
 */
export const prefixRange = (column: SQL, prefix: SQL): SQL =>
  sql`${column} ~>=~ ${prefix} and ${column} ~<~ (${prefix} || chr(1114111))`;
