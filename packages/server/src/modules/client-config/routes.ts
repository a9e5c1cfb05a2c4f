import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@mdc/shared';

/** The whitelisted part of the configuration the browser may know. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['config'],
        summary: 'Public client configuration',
        response: { 200: clientConfigSchema },
      },
    },
    async () => ({
      analytics: app.config.analytics,
      botCheck: app.config.botCheck,
      exchangeRate: app.config.exchangeRate,
    }),
  );
};
