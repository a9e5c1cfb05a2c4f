import { mergeSearchItems, searchApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUser } from '../sessions/index';
import { moxfieldRoutes } from './moxfield-routes';
import { sendSearchAnswer } from './search-answer';
import { meetWhere } from './meet-filter';
import { searchResultCards } from './search-cards';
import { sellerRoutes } from './seller-routes';
import { storedSearchRoutes } from './stored-search-routes';
import { storeSearch } from './stored-searches';
import { route } from '../../lib/route';

/**
 * The largest body a valid search can have: 1000 names of 200 characters, each up to 4 bytes
 * in UTF-8, with quotes and commas (an item with its copies adds ~25 bytes: still far below).
 * Anything larger is refused (413) before it is parsed.
 */
const SEARCH_BODY_LIMIT = 1024 * 1024;

/**
 * Search by card names (`POST /search`, `POST /search/public`), each with the copies wanted
 * (docs/product/search.md#quantities; the same name twice adds up): logged-in users see owner,
 * library and price; anonymous visitors neither (docs/product/search.md#who-sees-what). A
 * logged-in search is stored with its copies ('Última búsqueda', the older results page); an
 * anonymous one is not.
 */
export const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(moxfieldRoutes);
  await app.register(storedSearchRoutes);
  await app.register(sellerRoutes);

  route(
    app,
    searchApi.search,
    async (request, reply) => {
      // Independent: on PostgreSQL they run on two pool connections at once.
      const userId = currentUser(request).id;
      const items = mergeSearchItems(request.body);
      const meet = await meetWhere(app.db, userId, request.query.meet);
      const [{ resultCards, ...rest }, searchId] = await Promise.all([
        searchResultCards(app.db, items, { audience: 'member', userId, meet }),
        storeSearch(app.db, { userId, items, now: app.clock() }),
      ]);
      return sendSearchAnswer(request, reply, resultCards, { ...rest, searchId });
    },
    {
      bodyLimit: SEARCH_BODY_LIMIT,
    },
  );

  route(
    app,
    searchApi.publicSearch,
    async (request, reply) => {
      const items = mergeSearchItems(request.body);
      const { resultCards, ...rest } = await searchResultCards(app.db, items, {
        audience: 'public',
      });
      return sendSearchAnswer(request, reply, resultCards, rest);
    },
    {
      bodyLimit: SEARCH_BODY_LIMIT,
    },
  );
};
