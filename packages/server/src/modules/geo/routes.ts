import {
  ACCOUNT_MESSAGES,
  CITY_LIST_MAX,
  departamentosResponseSchema,
  errorBodySchema,
  provinciasResponseSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getDepartments, getProvinces, type GeoContext } from './service';

/** The georef lookups of the registration form, in georef's own response shape. */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (request: { log: GeoContext['log'] }): GeoContext => ({
    db: app.db,
    georefApiUrl: app.config.georefApiUrl,
    now: app.clock(),
    log: request.log,
  });

  app.get(
    '/georef/provincias',
    {
      schema: {
        tags: ['georef'],
        summary: "Argentina's provinces",
        response: { 200: provinciasResponseSchema },
      },
    },
    async (request) => ({ provincias: await getProvinces(context(request)) }),
  );

  app.get(
    '/georef/departamentos',
    {
      schema: {
        tags: ['georef'],
        summary: 'The departments (cities) of one province',
        querystring: z.object({
          provincia: z.string().regex(/^\d{1,3}$/, ACCOUNT_MESSAGES.regionIdInvalid),
          max: z.coerce.number().int().min(1).max(1000).default(CITY_LIST_MAX),
        }),
        response: { 200: departamentosResponseSchema, 400: errorBodySchema },
      },
    },
    async (request) => ({
      departamentos: await getDepartments(
        context(request),
        request.query.provincia,
        request.query.max,
      ),
    }),
  );
};
