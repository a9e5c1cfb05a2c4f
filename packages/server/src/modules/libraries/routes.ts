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
  libraryOwnerSchema,
  libraryListQuerySchema,
  type LibraryCardsResponse,
  librarySchema,
  updateLibrarySchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, perMinute, perUserPerMinute } from '../../lib/route-options';
import { currentUser } from '../sessions/index';
import { addLibraryCards } from './add-library-cards';
import { addWantedCards } from './add-wanted-cards';
import {
  countCopies,
  findLibraryCards,
  findOwnLibraries,
  getOwnLibrary,
  getPublicLibrary,
  toLibrary,
  findLibraryOwner,
  toLibraryCard,
  type LibraryKind,
} from './library-queries';
import { PublicLibraryCache } from './public-library-cache';
import { createLibrary, deleteLibrary, updateLibrary } from './manage-libraries';
import { deleteLibraryCard, editLibraryCard } from './manage-library-cards';

const security: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];
const tags = ['libraries'];

/**
 * The library calls (docs/product/libraries.md#calls): the owner's libraries and cards (sale and
 * buying, the buying ones under /library/buying/…), and the public library page, open to anyone.
 * Another user's library answers 403, one that does not exist (or is of the other kind) 404.
 */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock();
  const publicPages = new PublicLibraryCache();

  app.post(
    '/library',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Create a sale or buying library',
        security,
        body: createLibrarySchema,
        response: { 201: librarySchema, ...errorResponses(400, 401, 403, 429) },
      },
      config: perUserPerMinute(30),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await createLibrary(app.db, currentUser(request).id, request.body, now())),
  );

  app.get(
    '/library',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "The user's sale libraries, or with ?buying=true the buying ones",
        security,
        querystring: libraryListQuerySchema,
        response: { 200: librariesSchema, ...errorResponses(400, 401, 429) },
      },
      config: perMinute(240),
    },
    async (request) =>
      findOwnLibraries(app.db, currentUser(request).id, request.query.buying ? 'buying' : 'sale'),
  );

  app.patch(
    '/library',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Rename a library (and change its sale flags)',
        security,
        body: updateLibrarySchema,
        response: { 200: librarySchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: perUserPerMinute(60),
    },
    async (request) => updateLibrary(app.db, currentUser(request).id, request.body, now()),
  );

  app.delete(
    '/library/:id',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Delete a library with its cards',
        security,
        params: libraryIdParamsSchema,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
      },
      config: perUserPerMinute(60),
    },
    async (request, reply) => {
      await deleteLibrary(
        app.db,
        currentUser(request).id,
        request.params.id,
        now(),
        app.config.publicUrl,
      );
      // Buyers of cancelled reservations are mailed (enqueued with the deletion).
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/library/buying/wanted',
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: 'Add the cards a search missed to a buying library (or a new one), alerts on',
        description:
          "Cards by name, one copy each; a card already wanted there stays as it was. `libraryId` (one of the user's buying libraries) or `name` (a new one), not both. Basic lands (by the catalog) are left out unless `basicLands` is true. One transaction.",
        security,
        body: addWantedCardsSchema,
        response: {
          201: addWantedCardsResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409, 413, 429),
        },
      },
      config: perUserPerMinute(30),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addWantedCards(app.db, currentUser(request).id, request.body, now())),
  );

  for (const kind of ['sale', 'buying'] as const satisfies LibraryKind[]) {
    const base = kind === 'buying' ? '/library/buying' : '/library';
    const what = kind === 'buying' ? 'buying library' : 'sale library';

    app.post(
      `${base}/card`,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: `Add one card or many (an import) to a ${what}; the same card again updates it`,
          security,
          body: addLibraryCardsSchema,
          response: {
            201: addLibraryCardsResponseSchema,
            ...errorResponses(400, 401, 403, 404, 409, 413, 429),
          },
        },
        config: perUserPerMinute(120),
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await addLibraryCards(app.db, currentUser(request).id, kind, request.body, now())),
    );

    app.patch(
      `${base}/card`,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: `Edit a card of a ${what}`,
          security,
          body: editLibraryCardSchema,
          response: { 200: libraryCardSchema, ...errorResponses(400, 401, 403, 404, 409, 429) },
        },
        config: perUserPerMinute(120),
      },
      async (request) =>
        editLibraryCard(app.db, currentUser(request).id, kind, request.body, now()),
    );

    app.delete(
      `${base}/card/:id`,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: `Delete a card of a ${what}`,
          security,
          params: libraryCardIdParamsSchema,
          response: { 204: z.null(), ...errorResponses(400, 401, 403, 404, 429) },
        },
        config: perUserPerMinute(240),
      },
      async (request, reply) => {
        await deleteLibraryCard(
          app.db,
          currentUser(request).id,
          kind,
          request.params.id,
          now(),
          app.config.publicUrl,
        );
        return reply.status(204).send(null);
      },
    );

    app.get(
      `${base}/:id`,
      {
        preHandler: app.requireUser,
        schema: {
          tags,
          summary: `A ${what} of the user with all its cards`,
          security,
          params: libraryIdParamsSchema,
          response: { 200: libraryCardsResponseSchema, ...errorResponses(400, 401, 403, 404, 429) },
        },
        config: perMinute(240),
      },
      async (request) => {
        const library = await getOwnLibrary(
          app.db,
          currentUser(request).id,
          request.params.id,
          kind,
        );
        const cards = await findLibraryCards(app.db, library.id);
        return { library: toLibrary(library, countCopies(cards)), cards: cards.map(toLibraryCard) };
      },
    );

    app.get(
      `${base}/:id/public`,
      {
        schema: {
          tags,
          summary: `The public page of a ${what}: its cards and prices, never the owner's contact`,
          description:
            'Answers an ETag that changes with every write to the library; a request with that ' +
            'ETag in If-None-Match gets 304 and no body.',
          params: libraryIdParamsSchema,
          response: {
            200: libraryCardsResponseSchema,
            304: z.null(),
            ...errorResponses(400, 404, 429),
          },
        },
        config: perMinute(240),
      },
      async (request, reply) => {
        const library = await getPublicLibrary(app.db, request.params.id, kind);
        const etag = `"${library.id}.${library.version}"`;
        reply.header('etag', etag).header('cache-control', 'no-cache');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
        let body = publicPages.get(library.id, library.version);
        if (body === undefined) {
          const cards = await findLibraryCards(app.db, library.id);
          const page: LibraryCardsResponse = {
            library: toLibrary(library, countCopies(cards)),
            cards: cards.map(toLibraryCard),
          };
          body = JSON.stringify(page);
          publicPages.set(library.id, library.version, body);
        }
        // Fastify sends a string with a JSON content type as it is: the page is not serialized
        // again (the cast only tells the route's types so).
        return reply
          .type('application/json; charset=utf-8')
          .send(body as unknown as LibraryCardsResponse);
      },
    );
  }

  app.get(
    '/library/:id/owner',
    {
      schema: {
        tags,
        summary: 'Whose library it is: user name, province, city and record; never a contact',
        params: libraryIdParamsSchema,
        response: { 200: libraryOwnerSchema, ...errorResponses(400, 404, 429) },
      },
      config: perMinute(240),
    },
    async (request) => findLibraryOwner(app.db, request.params.id),
  );
};
