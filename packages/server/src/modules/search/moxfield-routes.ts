import { moxfieldApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { currentUser } from '../sessions/index';
import { DeckCache } from './deck-cache';
import { fetchMoxfieldDeck } from './moxfield-client';
import { checkDeckParam, deckSearch, type ReadDeck } from './moxfield-deck';
import { sendSearchAnswer } from './search-answer';
import { meetWhere } from './meet-filter';
import { searchResultCards } from './search-cards';
import { storeSearch } from './stored-searches';
import { route } from '../../lib/route';

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

  route(app, moxfieldApi.deck, async (request, reply) => {
    const user = currentUser(request);
    const meet = await meetWhere(app.db, user.id, request.query.meet);
    const { items, deck } = await deckOf(request.params.deckId, request.query.sideboard);
    const { resultCards, ...rest } = await searchResultCards(app.db, items, {
      audience: 'member',
      userId: user.id,
      meet,
    });
    const searchId = await storeSearch(app.db, {
      userId: user.id,
      items,
      deckId: deck.id,
      now: app.clock(),
    });
    return sendSearchAnswer(request, reply, resultCards, { ...rest, searchId, deck });
  });

  route(app, moxfieldApi.publicDeck, async (request, reply) => {
    const { items, deck } = await deckOf(request.params.deckId, request.query.sideboard);
    const { resultCards, ...rest } = await searchResultCards(app.db, items, {
      audience: 'public',
    });
    return sendSearchAnswer(request, reply, resultCards, { ...rest, deck });
  });
};
