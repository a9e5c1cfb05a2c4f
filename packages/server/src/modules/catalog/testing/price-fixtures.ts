/**
 * Price files in their documented shapes, with values written for the tests:
 * MTGJSON AllPricesToday (`data[uuid].paper.<provider>.retail.<finish>[date]`) and Card
 * Kingdom's price list (`data[]`, prices and `is_foil` as text). Real CK prices come from the
 * Moxfield samples instead (catalog-fixtures `cardKingdomListFromMoxfield`).
 */

const series = (date: string, value: number | undefined) =>
  value === undefined ? undefined : { [date]: value };

export interface TestPrice {
  ck?: number;
  ckFoil?: number;
  ckEtched?: number;
  usd?: number;
  usdFoil?: number;
  eur?: number;
}

export function allPricesToday(date: string, prices: Record<string, TestPrice>) {
  return {
    meta: { date, version: '5.2.0+20220425' },
    data: Object.fromEntries(
      Object.entries(prices).map(([uuid, p]) => [
        uuid,
        {
          mtgo: { cardhoarder: { currency: 'USD', retail: { normal: series(date, 0.02) } } },
          paper: {
            cardkingdom: {
              buylist: { normal: series(date, p.ck === undefined ? undefined : p.ck / 2) },
              currency: 'USD',
              retail: {
                normal: series(date, p.ck),
                foil: series(date, p.ckFoil),
                etched: series(date, p.ckEtched),
              },
            },
            tcgplayer: {
              currency: 'USD',
              retail: { normal: series(date, p.usd), foil: series(date, p.usdFoil) },
            },
            cardmarket: { currency: 'EUR', retail: { normal: series(date, p.eur) } },
          },
        },
      ]),
    ),
  };
}

export function cardKingdomPriceList(
  createdAt: string,
  rows: { id?: number; scryfallId?: string | null; foil: boolean; price: string; name?: string }[],
) {
  return {
    meta: { created_at: createdAt, base_url: 'https://www.cardkingdom.com/' },
    data: rows.map((row, i) => ({
      id: row.id ?? 900000 + i,
      sku: `TST-${String(i).padStart(4, '0')}`,
      scryfall_id: row.scryfallId ?? null,
      url: `mtg/test/card-${i}`,
      name: row.name ?? `Card ${i}`,
      variation: '',
      edition: 'Test',
      is_foil: row.foil ? 'true' : 'false',
      price_retail: row.price,
      qty_retail: 3,
      price_buy: '0.05',
      qty_buying: 10,
    })),
  };
}
