/**
 * A reference price's date as dd/MM/yy in UTC (docs/product/screens.md#dates-and-money); '' when
 * not a date.
 */
export function formatPriceDate(text: string): string {
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return '';
  const two = (value: number) => String(value).padStart(2, '0');
  return `${two(date.getUTCDate())}/${two(date.getUTCMonth() + 1)}/${two(date.getUTCFullYear() % 100)}`;
}
