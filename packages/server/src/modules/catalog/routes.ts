import { catalogApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findCardSets, type ListedLinesByPrinting } from './find-card-sets';
import { findPriceHistories } from './find-price-histories';
import { getReferencePrice } from './get-reference-price';
import { searchCardNames } from './search-card-names';
import { summarizeImportedCards } from './summarize-imported-cards';
import { route } from '../../lib/route';

/**
 * The catalog calls (docs/product/catalog-and-prices.md#calls): card-name search (autocomplete),
 * the sets of a name, card data for imported rows, reference prices, price histories. Anonymous
 * users get the public name search and the price histories (the public library page shows them).
 */
export const catalogRoutes: FastifyPluginAsyncZod<{
  /** The listed lines of a card's printings (the libraries feature's, given by app.ts). */
  listedLines: ListedLinesByPrinting;
}> = async (app, { listedLines }) => {
  // Autocomplete runs on every pause in typing (200 ms debounce): generous, but bounded.
  route(app, catalogApi.publicReferences, async (request) =>
    searchCardNames(app.db, request.query.name),
  );

  route(app, catalogApi.references, async (request) => searchCardNames(app.db, request.query.name));

  route(app, catalogApi.sets, async (request) =>
    findCardSets(app.db, request.query.name, listedLines),
  );

  route(app, catalogApi.summary, async (request) =>
    summarizeImportedCards(app.db, request.body, app.config.exchangeRate),
  );

  route(app, catalogApi.moxfieldPrice, async (request) =>
    getReferencePrice(app.db, request.params.id),
  );

  route(app, catalogApi.referencePrice, async (request) =>
    getReferencePrice(app.db, request.params.id),
  );

  // The add-card dialog's sparkline: one printing's finish.
  route(app, catalogApi.priceHistory, async (request) => {
    const [history] = await findPriceHistories(app.db, [request.query], app.clock());
    return { points: history!.points, change30d: history!.change30d };
  });

  // The library tiles' sparklines: one call for a page of tiles (up to 48).
  route(app, catalogApi.priceHistories, async (request) => ({
    histories: await findPriceHistories(app.db, request.query.cards, app.clock()),
  }));
};
