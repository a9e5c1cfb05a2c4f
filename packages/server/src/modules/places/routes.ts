import { placesApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentUser } from '../sessions/index';
import { listCityPlaces } from './city-places';
import { saveMemberPlaces } from './save-member-places';

/** The meeting points (docs/product/places.md): a member's list, and a city's shared places. */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, placesApi.saveMine, async (request) =>
    saveMemberPlaces(app.db, currentUser(request).id, request.body, app.clock()),
  );

  route(app, placesApi.city, async (request) => listCityPlaces(app.db, request.query.cityId));
};
