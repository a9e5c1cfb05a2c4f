import {
  lastSearchResponseSchema,
  olderResultsResponseSchema,
  recommendedCardsSchema,
  storedSearchSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { joinedJson } from '../../lib/joined-json';
import { errorResponses, perMinute, perUserPerMinute } from '../../lib/route-options';
import { sendCompressedJson } from '../../plugins/compression';
import { currentUser } from '../sessions/index';
import { findOlderResults } from './older-results';
import { findRecommendedCards } from './recommended-cards';
import { sendSearchAnswer } from './search-answer';
import { searchResultCards } from './search-cards';
import { findLastSearch, findStoredSearch, storedItems } from './stored-searches';
import { security, tags } from './route-schema';

/**
 * The stored searches (`GET /search/last`, `GET /search/stored/{id}`, `GET /search/{id}`,
 * docs/product/search.md#calls) and the recommended cards (`GET /search/recommended`). The
 * static paths win over `/search/:id` (find-my-way prefers a static segment to a parameter,
 * whatever the registration order).
 */
export const storedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search/last',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The user's newest search run again ('Última búsqueda'); search null when none",
        security,
        response: { 200: lastSearchResponseSchema, ...errorResponses(401, 429) },
      },
      config: perUserPerMinute(60),
    },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const search = await findLastSearch(app.db, userId);
      if (!search) return { wanted: [], results: [], notFound: [], suggestions: [], search: null };
      const { resultCards, ...rest } = await searchResultCards(app.db, storedItems(search), {
        audience: 'member',
        userId,
      });
      return sendSearchAnswer(request, reply, resultCards, {
        ...rest,
        searchId: search.id,
        search,
      });
    },
  );

  app.get(
    '/search/recommended',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Cards on sale matching the user's buying libraries, the newest first",
        security,
        response: { 200: recommendedCardsSchema, ...errorResponses(401, 429) },
      },
      config: perUserPerMinute(60),
    },
    async (request, reply) => {
      const cards = await findRecommendedCards(app.db, currentUser(request).id);
      return sendCompressedJson(request, reply, joinedJson('[', cards, ']'));
    },
  );

  app.get(
    '/search/stored/:id',
    {
      schema: {
        tags,
        summary:
          'A stored search itself (names, copies, deck), to search it again; open to anyone with the link',
        params: z.object({ id: z.string() }),
        response: { 200: storedSearchSchema, ...errorResponses(404, 429) },
      },
      config: perMinute(60),
    },
    async (request) => {
      const search = await findStoredSearch(app.db, request.params.id);
      if (!search) throw AppError.of('storedSearchNotFound');
      return search;
    },
  );

  app.get(
    '/search/:id',
    {
      preHandler: app.identifyUser,
      schema: {
        tags,
        summary:
          "A stored search's results run again (the older results page); open to anyone with the link",
        params: z.object({ id: z.string() }),
        response: { 200: olderResultsResponseSchema, ...errorResponses(400, 404, 429) },
      },
      config: perMinute(60),
    },
    async (request) => {
      const search = await findStoredSearch(app.db, request.params.id);
      if (!search) throw AppError.of('storedSearchNotFound');
      const readerId = request.auth?.user.id ?? null;
      return { results: await findOlderResults(app.db, search.names, readerId, app.clock()) };
    },
  );
};
