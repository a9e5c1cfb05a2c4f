import { searchSellersResponseSchema, searchSellersSchema } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, perUserPerMinute } from '../../lib/route-options';
import { findReputationsByName } from '../reservations/index';
import { security, tags } from './route-schema';

/**
 * The records of the sellers a member's results show (`POST /search/sellers`): the
 * tiles and 'Mejor combinación' put each seller's beside the name. A read of its own, not a part
 * of the search's answer: that answer is at its size budget (60 KB compressed, decision 014),
 * and a record changes without the cards changing. Members only, as the sellers' names are.
 */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/search/sellers',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The records of a member's result sellers, by user name (counts, never a contact)",
        security,
        body: searchSellersSchema,
        response: { 200: searchSellersResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
      // A page of results or a best combination each: one call per page turned.
      config: perUserPerMinute(120),
    },
    async (request) => findReputationsByName(app.db, request.body),
  );
};
