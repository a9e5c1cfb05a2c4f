import {
  cardNameQuerySchema,
  cardNameResultsSchema,
  cardSetOptionsSchema,
  cardSummaryRequestSchema,
  cardSummaryResponseSchema,
  priceHistoriesQuerySchema,
  priceHistoriesSchema,
  priceHistoryQuerySchema,
  priceHistorySchema,
  referenceIdParamsSchema,
  referencePriceSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, perMinute, perUserPerMinute } from '../../lib/route-options';
import { findCardSets, type ListedLinesByPrinting } from './find-card-sets';
import { findPriceHistories } from './find-price-histories';
import { getReferencePrice } from './get-reference-price';
import { searchCardNames } from './search-card-names';
import { summarizeImportedCards } from './summarize-imported-cards';

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
  app.get(
    '/library/reference/public',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Card-name search for anonymous visitors (autocomplete)',
        querystring: cardNameQuerySchema,
        response: { 200: cardNameResultsSchema, ...errorResponses(400, 429) },
      },
      config: perMinute(240),
    },
    async (request) => searchCardNames(app.db, request.query.name),
  );

  app.get(
    '/library/reference',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['catalog'],
        summary: 'Card-name search (autocomplete)',
        querystring: cardNameQuerySchema,
        response: { 200: cardNameResultsSchema, ...errorResponses(400, 401, 429) },
      },
      config: perMinute(600),
    },
    async (request) => searchCardNames(app.db, request.query.name),
  );

  app.get(
    '/library/reference/set',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['catalog'],
        summary: 'Printings of a card name with catalog USD prices (add-card dialog)',
        querystring: cardNameQuerySchema,
        response: { 200: cardSetOptionsSchema, ...errorResponses(400, 401, 429) },
      },
      config: perMinute(240),
    },
    async (request) => findCardSets(app.db, request.query.name, listedLines),
  );

  app.post(
    '/library/card/summary',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['catalog'],
        summary: 'Card data for imported rows (upload dialog)',
        description:
          "Each row's catalog printing, in the order sent: the printing of its scryfallId when " +
          'the catalog has it (match printing), else by set and collector number (printing), ' +
          'its set (set) or its name (name); none gives close names as suggestions.',
        body: cardSummaryRequestSchema,
        response: { 200: cardSummaryResponseSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
      config: perUserPerMinute(30),
    },
    async (request) => summarizeImportedCards(app.db, request.body, app.config.exchangeRate),
  );

  const priceRoute = {
    preHandler: app.requireUser,
    schema: {
      tags: ['catalog'],
      params: referenceIdParamsSchema,
      response: { 200: referencePriceSchema, ...errorResponses(400, 401, 404, 429) },
    },
    config: perMinute(120),
  };

  app.get(
    '/moxfield/price/:id',
    { ...priceRoute, schema: { ...priceRoute.schema, summary: 'Reference price of a printing' } },
    async (request) => getReferencePrice(app.db, request.params.id),
  );

  app.get(
    '/library/reference/:id/price',
    {
      ...priceRoute,
      schema: { ...priceRoute.schema, summary: 'Reference price by referenceId' },
    },
    async (request) => getReferencePrice(app.db, request.params.id),
  );

  // The add-card dialog's sparkline: one printing's finish.
  app.get(
    '/catalog/price-history',
    {
      schema: {
        tags: ['catalog'],
        summary: 'USD price of a printing over the last 90 days, and its change over 30',
        querystring: priceHistoryQuerySchema,
        response: { 200: priceHistorySchema, ...errorResponses(400, 429) },
      },
      config: perMinute(240),
    },
    async (request) => {
      const [history] = await findPriceHistories(app.db, [request.query], app.clock());
      return { points: history!.points, change30d: history!.change30d };
    },
  );

  // The library tiles' sparklines: one call for a page of tiles (up to 48).
  app.get(
    '/catalog/price-histories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Price histories of up to 48 printings and finishes (a page of library tiles)',
        querystring: priceHistoriesQuerySchema,
        response: { 200: priceHistoriesSchema, ...errorResponses(400, 429) },
      },
      config: perMinute(240),
    },
    async (request) => ({
      histories: await findPriceHistories(app.db, request.query.cards, app.clock()),
    }),
  );
};
