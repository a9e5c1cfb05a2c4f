import { z } from 'zod';
import { loginResponseSchema } from '../accounts/responses';
import { loginSchema } from '../accounts/schemas';
import { errorBodySchema } from '../error-body';
import { endpoint } from './endpoint';
import { routes } from './routes';

export const loginApi = {
  login: endpoint({
    ...routes.login.login,
    auth: 'none',
    limit: 'global',
    tags: ['sessions'],
    summary: 'Log in with user name or e-mail; 90 days with keepSession, 1 hour without',
    body: loginSchema,
    responses: {
      200: loginResponseSchema,
      400: errorBodySchema,
      401: errorBodySchema,
      403: errorBodySchema,
      429: errorBodySchema,
    },
  }),
  logout: endpoint({
    ...routes.login.logout,
    auth: 'optional',
    limit: 'global',
    tags: ['sessions'],
    summary: 'End this session and clear its cookies',
    responses: { 204: z.null(), 403: errorBodySchema },
  }),
};
