import {
  moxfieldDeckQuerySchema,
  moxfieldSearchResponseSchema,
  publicMoxfieldSearchResponseSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { errorResponses, perMinute, perUserPerMinute } from '../../lib/route-options';
import { currentUser } from '../sessions/index';
import { DeckCache } from './deck-cache';
import { fetchMoxfieldDeck } from './moxfield-client';
import { checkDeckParam, deckSearch, type ReadDeck } from './moxfield-deck';
import { sendSearchAnswer } from './search-answer';
import { searchResultCards } from './search-cards';
import { storeSearch } from './stored-searches';
import { security, tags } from './route-schema';

const params = z.object({ deckId: z.string() });

/**
 * Search by a Moxfield deck (`GET /search/moxfield/decks/{deckId}` and `.../public`). The parameter
 * (an id, or a link URL-encoded) is checked with the deck link rules of
 * docs/product/search.md#deck-links (the browser's messages), the deck fetched from Moxfield
 * through a short in-process cache, and its cards searched with their copies: the sideboard's
 * too with `?sideboard=true`.
 */
export const moxfieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const decks = new DeckCache<ReadDeck>(() => app.clock().getTime());
  const deckOf = async (input: string, sideboard: boolean) => {
    const checked = checkDeckParam(input);
    if (!checked.ok) throw AppError.of('moxfieldDeckInvalid', checked.message);
    const deck = await decks.get(checked.deckId, () =>
      fetchMoxfieldDeck(app.config.moxfieldApiUrl, checked.deckId),
    );
    return deckSearch(deck, sideboard);
  };

  app.get(
    '/search/moxfield/decks/:deckId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary:
          "The cards on sale and trade of a Moxfield deck's commanders and mainboard (and sideboard when asked)",
        security,
        params,
        querystring: moxfieldDeckQuerySchema,
        response: {
          200: moxfieldSearchResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429, 502),
        },
      },
      config: perUserPerMinute(30),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { items, deck } = await deckOf(request.params.deckId, request.query.sideboard);
      const { resultCards, ...rest } = await searchResultCards(app.db, items, {
        audience: 'member',
        userId: user.id,
      });
      const searchId = await storeSearch(app.db, {
        userId: user.id,
        items,
        deckId: deck.id,
        now: app.clock(),
      });
      return sendSearchAnswer(request, reply, resultCards, { ...rest, searchId, deck });
    },
  );

  app.get(
    '/search/moxfield/decks/:deckId/public',
    {
      schema: {
        tags,
        summary: 'The same deck search for anonymous visitors: no owner, library or price',
        params,
        querystring: moxfieldDeckQuerySchema,
        response: {
          200: publicMoxfieldSearchResponseSchema,
          ...errorResponses(400, 404, 429, 502),
        },
      },
      config: perMinute(20),
    },
    async (request, reply) => {
      const { items, deck } = await deckOf(request.params.deckId, request.query.sideboard);
      const { resultCards, ...rest } = await searchResultCards(app.db, items, {
        audience: 'public',
      });
      return sendSearchAnswer(request, reply, resultCards, { ...rest, deck });
    },
  );
};
