import { z } from 'zod';
import { CITY_LIST_MAX } from '../accounts/constants';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import { departamentosResponseSchema, provinciasResponseSchema } from '../accounts/responses';
import { endpoint, errorAnswers } from './endpoint';
import { routes } from './routes';

const tags = ['georef'];

/** The georef lookups of the registration form, in georef's own answer shape. */
export const geoApi = {
  provinces: endpoint({
    ...routes.geo.provinces,
    auth: 'none',
    limit: 'global',
    tags,
    summary: "Argentina's provinces",
    responses: { 200: provinciasResponseSchema },
  }),
  departments: endpoint({
    ...routes.geo.departments,
    auth: 'none',
    limit: 'global',
    tags,
    summary: 'The departments (cities) of one province',
    query: z.object({
      provincia: z.string().regex(/^\d{1,3}$/, ACCOUNT_MESSAGES.regionIdInvalid),
      max: z.coerce.number().int().min(1).max(1000).default(CITY_LIST_MAX),
    }),
    responses: { 200: departamentosResponseSchema, ...errorAnswers(400) },
  }),
};
