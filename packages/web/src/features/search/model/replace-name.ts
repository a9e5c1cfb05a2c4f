/**
 * `names` with `name` replaced by `replacement` (a typo by the catalog's spelling), each name
 * once: when the replacement is already there, the typo just goes.
 */
export function replaceName(names: readonly string[], name: string, replacement: string): string[] {
  const replaced = names.map((current) => (current === name ? replacement : current));
  return replaced.filter((current, index) => replaced.indexOf(current) === index);
}
