import { librariesApi, type LibraryCardsResponse } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
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
import { route } from '../../lib/route';

/**
 * The library calls (docs/product/libraries.md#calls): the owner's libraries and cards (sale and
 * buying, the buying ones under /library/buying/…), and the public library page, open to anyone.
 * Another user's library answers 403, one that does not exist (or is of the other kind) 404.
 */
export const libraryRoutes: FastifyPluginAsyncZod = async (app) => {
  const now = () => app.clock();
  const publicPages = new PublicLibraryCache();

  route(app, librariesApi.create, async (request, reply) =>
    reply
      .status(201)
      .send(await createLibrary(app.db, currentUser(request).id, request.body, now())),
  );

  route(app, librariesApi.list, async (request) =>
    findOwnLibraries(app.db, currentUser(request).id, request.query.buying ? 'buying' : 'sale'),
  );

  route(app, librariesApi.update, async (request) =>
    updateLibrary(app.db, currentUser(request).id, request.body, now()),
  );

  route(app, librariesApi.delete, async (request, reply) => {
    await deleteLibrary(
      app.db,
      currentUser(request).id,
      request.params.id,
      now(),
      app.config.publicUrl,
    );
    // Buyers of cancelled reservations are mailed (enqueued with the deletion).
    return reply.status(204).send(null);
  });

  route(app, librariesApi.addWanted, async (request, reply) =>
    reply
      .status(201)
      .send(await addWantedCards(app.db, currentUser(request).id, request.body, now())),
  );

  for (const kind of ['sale', 'buying'] as const satisfies LibraryKind[]) {
    const api = librariesApi[kind];

    route(app, api.addCards, async (request, reply) =>
      reply
        .status(201)
        .send(await addLibraryCards(app.db, currentUser(request).id, kind, request.body, now())),
    );

    route(app, api.editCard, async (request) =>
      editLibraryCard(app.db, currentUser(request).id, kind, request.body, now()),
    );

    route(app, api.deleteCard, async (request, reply) => {
      await deleteLibraryCard(
        app.db,
        currentUser(request).id,
        kind,
        request.params.id,
        now(),
        app.config.publicUrl,
      );
      return reply.status(204).send(null);
    });

    route(app, api.own, async (request) => {
      const library = await getOwnLibrary(app.db, currentUser(request).id, request.params.id, kind);
      const cards = await findLibraryCards(app.db, library.id);
      return { library: toLibrary(library, countCopies(cards)), cards: cards.map(toLibraryCard) };
    });

    route(app, api.public, async (request, reply) => {
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
    });
  }

  route(app, librariesApi.owner, async (request) => findLibraryOwner(app.db, request.params.id));
};
