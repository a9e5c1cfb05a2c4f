import { geoApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { getDepartments, getProvinces, type GeoContext } from './service';

/** The georef lookups of the registration form, in georef's own response shape. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: { log: GeoContext['log'] }): GeoContext => ({
    db: app.db,
    georefApiUrl: app.config.georefApiUrl,
    now: app.clock(),
    log: request.log,
  });

  route(app, geoApi.provinces, async (request) => ({
    provincias: await getProvinces(context(request)),
  }));

  route(app, geoApi.departments, async (request) => ({
    departamentos: await getDepartments(
      context(request),
      request.query.provincia,
      request.query.max,
    ),
  }));
};
