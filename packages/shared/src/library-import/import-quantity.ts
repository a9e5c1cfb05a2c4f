/** A quantity as written: empty means 1 (the default); anything not a whole number is null. */
export function importQuantity(value: string): number | null {
  const text = value.trim();
  if (text === '') return 1;
  return /^\d+$/.test(text) ? Number(text) : null;
}
