/**
 * Reads the day's rate from a JSON API (ARS_RATE_URL): the number at the dot-separated path
 * ARS_RATE_FIELD ('venta' of dolarapi.com's `{ compra, venta, fechaActualizacion, … }`), a number
 * or a numeric text. Anything else is an error naming the URL and the path; nothing is stored.
 */

const FETCH_TIMEOUT_MS = 10_000;
/** No peso rate is this high: a misread field, not a rate. */
const IMPLAUSIBLE_RATE = 10_000_000;

export async function fetchArsRate(url: string, fieldPath: string): Promise<number> {
  const response = await fetch(url, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`the exchange rate URL answered ${response.status}: ${url}`);
  let value: unknown = await response.json();
  for (const key of fieldPath.split('.')) {
    value =
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  const rate = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0 || rate >= IMPLAUSIBLE_RATE) {
    throw new Error(`no rate at "${fieldPath}" of ${url}: ${JSON.stringify(value)}`);
  }
  return rate;
}
