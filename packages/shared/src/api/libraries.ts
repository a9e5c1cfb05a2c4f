import { z } from 'zod';
import {
  addLibraryCardsResponseSchema,
  addLibraryCardsSchema,
  addWantedCardsResponseSchema,
  addWantedCardsSchema,
  createLibrarySchema,
  editLibraryCardSchema,
  librariesSchema,
  libraryCardIdParamsSchema,
  libraryCardSchema,
  libraryCardsResponseSchema,
  libraryIdParamsSchema,
  libraryListQuerySchema,
  librarySchema,
  updateLibrarySchema,
} from '../libraries/schemas';
import { libraryOwnerSchema } from '../reservations/reputation';
import { endpoint, errorAnswers, perAddress, perUser } from './endpoint';
import { routes } from './routes';

const tags = ['libraries'];

/**
 * The calls on one kind of library's cards and pages: a sale library's under /library, a buying
 * library's under /library/buying. The same rules; another kind's library answers 404.
 */
function libraryKindApi<
  const K extends typeof routes.libraries.sale | typeof routes.libraries.buying,
>(kindRoutes: K, what: string) {
  return {
    addCards: endpoint({
      ...kindRoutes.addCards,
      auth: 'user',
      limit: perUser(120),
      tags,
      summary: `Add one card or many (an import) to a ${what}; the same card again updates it`,
      body: addLibraryCardsSchema,
      responses: {
        201: addLibraryCardsResponseSchema,
        ...errorAnswers(400, 401, 403, 404, 409, 413, 429),
      },
    }),
    editCard: endpoint({
      ...kindRoutes.editCard,
      auth: 'user',
      limit: perUser(120),
      tags,
      summary: `Edit a card of a ${what}`,
      body: editLibraryCardSchema,
      responses: { 200: libraryCardSchema, ...errorAnswers(400, 401, 403, 404, 409, 429) },
    }),
    deleteCard: endpoint({
      ...kindRoutes.deleteCard,
      auth: 'user',
      limit: perUser(240),
      tags,
      summary: `Delete a card of a ${what}`,
      params: libraryCardIdParamsSchema,
      responses: { 204: z.null(), ...errorAnswers(400, 401, 403, 404, 429) },
    }),
    own: endpoint({
      ...kindRoutes.own,
      auth: 'user',
      limit: perAddress(240),
      tags,
      summary: `A ${what} of the user with all its cards`,
      params: libraryIdParamsSchema,
      responses: { 200: libraryCardsResponseSchema, ...errorAnswers(400, 401, 403, 404, 429) },
    }),
    public: endpoint({
      ...kindRoutes.public,
      auth: 'none',
      limit: perAddress(240),
      tags,
      summary: `The public page of a ${what}: its cards and prices, never the owner's contact`,
      description:
        'Answers an ETag that changes with every write to the library; a request with that ' +
        'ETag in If-None-Match gets 304 and no body.',
      params: libraryIdParamsSchema,
      responses: {
        200: libraryCardsResponseSchema,
        304: z.null(),
        ...errorAnswers(400, 404, 429),
      },
    }),
  };
}

/**
 * The library calls (docs/product/libraries.md#calls): the owner's libraries and cards (sale and
 * buying), and the public library page, open to anyone. Another user's library answers 403, one
 * that does not exist (or is of the other kind) 404.
 */
export const librariesApi = {
  create: endpoint({
    ...routes.libraries.create,
    auth: 'user',
    limit: perUser(30),
    tags,
    summary: 'Create a sale or buying library',
    body: createLibrarySchema,
    responses: { 201: librarySchema, ...errorAnswers(400, 401, 403, 429) },
  }),
  list: endpoint({
    ...routes.libraries.list,
    auth: 'user',
    limit: perAddress(240),
    tags,
    summary: "The user's sale libraries, or with ?buying=true the buying ones",
    query: libraryListQuerySchema,
    responses: { 200: librariesSchema, ...errorAnswers(400, 401, 429) },
  }),
  update: endpoint({
    ...routes.libraries.update,
    auth: 'user',
    limit: perUser(60),
    tags,
    summary: 'Rename a library (and change its sale flags)',
    body: updateLibrarySchema,
    responses: { 200: librarySchema, ...errorAnswers(400, 401, 403, 404, 429) },
  }),
  delete: endpoint({
    ...routes.libraries.delete,
    auth: 'user',
    limit: perUser(60),
    tags,
    summary: 'Delete a library with its cards',
    params: libraryIdParamsSchema,
    responses: { 204: z.null(), ...errorAnswers(400, 401, 403, 404, 429) },
  }),
  addWanted: endpoint({
    ...routes.libraries.addWanted,
    auth: 'user',
    limit: perUser(30),
    tags,
    summary: 'Add the cards a search missed to a buying library (or a new one), alerts on',
    description:
      "Cards by name, one copy each; a card already wanted there stays as it was. `libraryId` (one of the user's buying libraries) or `name` (a new one), not both. Basic lands (by the catalog) are left out unless `basicLands` is true. One transaction.",
    body: addWantedCardsSchema,
    responses: {
      201: addWantedCardsResponseSchema,
      ...errorAnswers(400, 401, 403, 404, 409, 413, 429),
    },
  }),
  owner: endpoint({
    ...routes.libraries.owner,
    auth: 'none',
    limit: perAddress(240),
    tags,
    summary: 'Whose library it is: user name, province, city and record; never a contact',
    params: libraryIdParamsSchema,
    responses: { 200: libraryOwnerSchema, ...errorAnswers(400, 404, 429) },
  }),
  sale: libraryKindApi(routes.libraries.sale, 'sale library'),
  buying: libraryKindApi(routes.libraries.buying, 'buying library'),
};
