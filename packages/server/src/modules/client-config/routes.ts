import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientConfigSchema } from '@mdc/shared';
import { currentArsRate } from '../exchange-rates/index';

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
      arsRate: await currentArsRate(app.db, app.config, app.clock()),
    }),
  );
};
