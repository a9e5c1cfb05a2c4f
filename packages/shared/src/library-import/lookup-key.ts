/**
 * The key a condition, language or finish name is looked up by, so 'Near Mint', 'NearMint',
 * 'near-mint' and 'Español' / 'espanol' meet on one spelling.
 */
export function lookupKey(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '');
}
