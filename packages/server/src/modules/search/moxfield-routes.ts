import {
  moxfieldSearchResponseSchema,
  publicMoxfieldSearchResponseSchema,
  type MoxfieldDeck,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { errorResponses, perMinute, perUserPerMinute } from '../../lib/route-options';
import { currentUser } from '../sessions/index';
import { DeckCache } from './deck-cache';
import { fetchMoxfieldDeck } from './moxfield-client';
import { checkDeckParam } from './moxfield-deck';
import { sendSearchAnswer } from './search-answer';
import { searchResultCards } from './search-cards';
import { storeSearch } from './stored-searches';
import { security, tags } from './route-schema';

const params = z.object({ deckId: z.string() });

/**
 * Search by a Moxfield deck (`GET /search/moxfield/decks/{deckId}` and `.../public`). The parameter
 * (an id, or a link URL-encoded) is checked with the deck link rules of
 * docs/product/search.md#deck-links (the browser's messages), the deck fetched from Moxfield
 * through a short in-process cache, and its names searched.
 */
export const moxfieldRoutes: FastifyPluginAsyncZod = async (app) => {
  const decks = new DeckCache<MoxfieldDeck>(() => app.clock().getTime());
  const deckOf = (input: string) => {
    const checked = checkDeckParam(input);
    if (!checked.ok) throw AppError.of('moxfieldDeckInvalid', checked.message);
    return decks.get(checked.deckId, () =>
      fetchMoxfieldDeck(app.config.moxfieldApiUrl, checked.deckId),
    );
  };

  app.get(
    '/search/moxfield/decks/:deckId',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The cards on sale and trade of a Moxfield deck's commanders, main and sideboard",
        security,
        params,
        response: {
          200: moxfieldSearchResponseSchema,
          ...errorResponses(400, 401, 403, 404, 429, 502),
        },
      },
      config: perUserPerMinute(30),
    },
    async (request, reply) => {
      const user = currentUser(request);
      const deck = await deckOf(request.params.deckId);
      const { resultCards, ...rest } = await searchResultCards(app.db, deck.names, {
        audience: 'member',
        userId: user.id,
      });
      const searchId = await storeSearch(app.db, {
        userId: user.id,
        names: deck.names,
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
        response: {
          200: publicMoxfieldSearchResponseSchema,
          ...errorResponses(400, 404, 429, 502),
        },
      },
      config: perMinute(20),
    },
    async (request, reply) => {
      const deck = await deckOf(request.params.deckId);
      const { resultCards, ...rest } = await searchResultCards(app.db, deck.names, {
        audience: 'public',
      });
      return sendSearchAnswer(request, reply, resultCards, { ...rest, deck });
    },
  );
};
