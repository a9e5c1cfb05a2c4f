import { sellersApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { findSellerRecords } from './seller-records';

/**
 * The records of the sellers a member's results show (`POST /search/sellers`): the
 * tiles and 'Mejor combinación' put each seller's beside the name. A read of its own, not a part
 * of the search's answer: that answer is at its size budget (60 KB compressed, decision 014),
 * and a record changes without the cards changing. Members only, as the sellers' names are.
 */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, sellersApi.records, async (request) => findSellerRecords(app.db, request.body));
};
