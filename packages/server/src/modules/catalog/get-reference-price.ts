import type { ReferencePrice } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { cardPrices } from '../../db/schema/index';
import { AppError } from '../../errors';

/**
 * A printing's reference price (docs/product/catalog-and-prices.md#reference-prices); PRI-001
 * when the catalog has none.
 */
export async function getReferencePrice(db: Database, printingId: string): Promise<ReferencePrice> {
  const [row] = await db.select().from(cardPrices).where(eq(cardPrices.printingId, printingId));
  if (!row) throw AppError.of('priceNotFound');
  const n = (value: string | null) => (value === null ? 0 : Number(value));
  const price: ReferencePrice = {
    usd: n(row.usd),
    eur: n(row.eur),
    ck: n(row.ck),
    scg: n(row.scg),
    usd_foil: n(row.usdFoil),
    eur_foil: n(row.eurFoil),
    ck_foil: n(row.ckFoil),
    scg_foil: n(row.scgFoil),
    lastUpdatedAtUtc: row.updatedAt.toISOString(),
  };
  const { lastUpdatedAtUtc: _date, ...values } = price;
  if (!Object.values(values).some((value) => value > 0)) throw AppError.of('priceNotFound');
  return price;
}
