import { sql, type SQL } from 'drizzle-orm';
import { sqlArray } from '../../db/client';

/** Lists and ranges as SQL fragments, each list a single query parameter (an array). */

/** A lone UTF-16 surrogate (text a client may send), which jsonb refused to parse. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Well-formed text: a lone surrogate becomes U+FFFD (it matches nothing anyway). */
export const wellFormed = (value: string): string => value.replace(LONE_SURROGATE, '\ufffd');

/** Texts usable as `x in ${textList(values)}`. */
export const textList = (values: string[]): SQL =>
  sql`(select unnest(${sqlArray(values.map(wellFormed), 'text')}))`;

/** Ids usable as `x in ${uuidList(values)}`. */
export const uuidList = (values: string[]): SQL =>
  sql`(select unnest(${sqlArray(values, 'uuid')}))`;

/**
 * `column` starts with `prefix`, as a range a text_pattern_ops btree answers (LIKE 'x%' needs a
 * constant pattern; this also works with a prefix computed per row of a join).
 */
export const prefixRange = (column: SQL, prefix: SQL): SQL =>
  sql`${column} ~>=~ ${prefix} and ${column} ~<~ (${prefix} || chr(1114111))`;
