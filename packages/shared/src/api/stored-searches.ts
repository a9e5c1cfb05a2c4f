import { z } from 'zod';
import {
  lastSearchResponseSchema,
  olderResultsResponseSchema,
  recommendedCardsSchema,
  storedSearchSchema,
} from '../search/stored-search';
import { endpoint, errorAnswers, perAddress, perUser } from './endpoint';
import { routes } from './routes';

const tags = ['search'];

export const storedSearchesApi = {
  last: endpoint({
    ...routes.storedSearches.last,
    auth: 'user',
    limit: perUser(60),
    tags,
    summary: "The user's newest search run again ('Última búsqueda'); search null when none",
    responses: { 200: lastSearchResponseSchema, ...errorAnswers(401, 429) },
  }),
  recommended: endpoint({
    ...routes.storedSearches.recommended,
    auth: 'user',
    limit: perUser(60),
    tags,
    summary: "Cards on sale matching the user's buying libraries, the newest first",
    responses: { 200: recommendedCardsSchema, ...errorAnswers(401, 429) },
  }),
  stored: endpoint({
    ...routes.storedSearches.stored,
    auth: 'none',
    limit: perAddress(60),
    tags,
    summary:
      'A stored search itself (names, copies, deck), to search it again; open to anyone with the link',
    params: z.object({ id: z.string() }),
    responses: { 200: storedSearchSchema, ...errorAnswers(404, 429) },
  }),
  older: endpoint({
    ...routes.storedSearches.older,
    auth: 'optional',
    limit: perAddress(60),
    tags,
    summary:
      "A stored search's results run again (the older results page); open to anyone with the link",
    params: z.object({ id: z.string() }),
    responses: { 200: olderResultsResponseSchema, ...errorAnswers(400, 404, 429) },
  }),
};
