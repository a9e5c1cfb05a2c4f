import { storedSearchesApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { joinedJson } from '../../lib/joined-json';
import { sendCompressedJson } from '../../plugins/compression';
import { currentUser } from '../sessions/index';
import { findOlderResults } from './older-results';
import { findRecommendedCards } from './recommended-cards';
import { sendSearchAnswer } from './search-answer';
import { searchResultCards } from './search-cards';
import { findLastSearch, findStoredSearch, storedItems } from './stored-searches';
import { route } from '../../lib/route';

/**
 * The stored searches (`GET /search/last`, `GET /search/stored/{id}`, `GET /search/{id}`,
 * docs/product/search.md#calls) and the recommended cards (`GET /search/recommended`). The
 * static paths win over `/search/:id` (find-my-way prefers a static segment to a parameter,
 * whatever the registration order).
 */
export const storedSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, storedSearchesApi.last, async (request, reply) => {
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
  });

  route(app, storedSearchesApi.recommended, async (request, reply) => {
    const cards = await findRecommendedCards(app.db, currentUser(request).id);
    return sendCompressedJson(request, reply, joinedJson('[', cards, ']'));
  });

  route(app, storedSearchesApi.stored, async (request) => {
    const search = await findStoredSearch(app.db, request.params.id);
    if (!search) throw AppError.of('storedSearchNotFound');
    return search;
  });

  route(app, storedSearchesApi.older, async (request) => {
    const search = await findStoredSearch(app.db, request.params.id);
    if (!search) throw AppError.of('storedSearchNotFound');
    const readerId = request.auth?.user.id ?? null;
    return { results: await findOlderResults(app.db, search.names, readerId, app.clock()) };
  });
};
