import { publicSearchResponseSchema, searchNamesSchema, searchResponseSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, perMinute, perUserPerMinute } from '../../lib/route-options';
import { toPublicResultCard, toResultCard } from './result-cards';
import { searchCards } from './search-cards';

const tags = ['search'];
const security: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];

/**
 * The largest body a valid search can have: 1000 names of 200 characters, each up to 4 bytes
 * in UTF-8, with quotes and commas. Anything larger is refused (413) before it is parsed.
 */
const SEARCH_BODY_LIMIT = 1024 * 1024;

/**
 * Search by card names (spec §7 `POST /search`, `POST /search/public`): logged-in users see
 * owner, library and price; anonymous visitors neither (DESIGN.md §5).
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search',
    {
      preHandler: app.requireUser,
      bodyLimit: SEARCH_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Cards of every sale and trade library matching a list of card names',
        security,
        body: searchNamesSchema,
        response: { 200: searchResponseSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
      config: perUserPerMinute(120),
    },
    async (request) => {
      const { offers, notFound } = await searchCards(app.db, request.body);
      return { results: offers.map(toResultCard), notFound };
    },
  );

  app.post(
    '/search/public',
    {
      bodyLimit: SEARCH_BODY_LIMIT,
      schema: {
        tags,
        summary: 'The same search for anonymous visitors: no owner, library or price',
        body: searchNamesSchema,
        response: { 200: publicSearchResponseSchema, ...errorResponses(400, 413, 429) },
      },
      config: perMinute(60),
    },
    async (request) => {
      const { offers, notFound } = await searchCards(app.db, request.body);
      return { results: offers.map(toPublicResultCard), notFound };
    },
  );
};
