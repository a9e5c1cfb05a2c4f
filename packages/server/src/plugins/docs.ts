import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { APP_NAME, APP_VERSION_LABEL, SESSION_COOKIES } from '@mdc/shared';
import { openApiTransform } from './openapi-override';

/**
 * OpenAPI document generated from the routes' zod schemas (with the hand-written forms of
 * openapi-override.ts), with its UI at /api/docs.
 */
export async function registerDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: { title: `${APP_NAME} API`, version: APP_VERSION_LABEL },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          cookie: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIES.token },
        },
      },
    },
    transform: openApiTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}
