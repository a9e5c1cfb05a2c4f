import {
  publicSearchResponseSchema,
  searchNamesSchema,
  searchResponseSchema,
} from '../search/schemas';
import { searchMeetQuerySchema } from '../places/schemas';
import { endpoint, errorAnswers, perAddress, perUser } from './endpoint';
import { routes } from './routes';

const tags = ['search'];

export const searchApi = {
  search: endpoint({
    ...routes.search.search,
    auth: 'user',
    limit: perUser(120),
    tags,
    summary: 'Cards of every sale and trade library matching a list of card names',
    description:
      "?meet=city: only sellers who meet in the searcher's city; ?meet=<placeId>: only those who meet at that place.",
    query: searchMeetQuerySchema,
    body: searchNamesSchema,
    responses: { 200: searchResponseSchema, ...errorAnswers(400, 401, 403, 413, 429) },
  }),
  publicSearch: endpoint({
    ...routes.search.publicSearch,
    auth: 'none',
    limit: perAddress(60),
    tags,
    summary: 'The same search for anonymous visitors: no owner, library or price',
    body: searchNamesSchema,
    responses: { 200: publicSearchResponseSchema, ...errorAnswers(400, 413, 429) },
  }),
};
