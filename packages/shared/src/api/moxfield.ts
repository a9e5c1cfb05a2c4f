import { z } from 'zod';
import {
  moxfieldDeckQuerySchema,
  moxfieldSearchResponseSchema,
  publicMoxfieldSearchResponseSchema,
} from '../search/stored-search';
import { searchMeetQuerySchema } from '../places/schemas';
import { endpoint, errorAnswers, perAddress, perUser } from './endpoint';
import { routes } from './routes';

const tags = ['search'];

const params = z.object({ deckId: z.string() });

export const moxfieldApi = {
  deck: endpoint({
    ...routes.moxfield.deck,
    auth: 'user',
    limit: perUser(30),
    tags,
    summary:
      "The cards on sale and trade of a Moxfield deck's commanders and mainboard (and sideboard when asked)",
    params,
    // ?meet= as in POST /search: only the sellers who meet there.
    query: moxfieldDeckQuerySchema.extend(searchMeetQuerySchema.shape),
    responses: {
      200: moxfieldSearchResponseSchema,
      ...errorAnswers(400, 401, 403, 404, 429, 502),
    },
  }),
  publicDeck: endpoint({
    ...routes.moxfield.publicDeck,
    auth: 'none',
    limit: perAddress(20),
    tags,
    summary: 'The same deck search for anonymous visitors: no owner, library or price',
    params,
    query: moxfieldDeckQuerySchema,
    responses: {
      200: publicMoxfieldSearchResponseSchema,
      ...errorAnswers(400, 404, 429, 502),
    },
  }),
};
