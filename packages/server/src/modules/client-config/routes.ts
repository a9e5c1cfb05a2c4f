import { clientApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { currentArsRate } from '../exchange-rates/index';

/** The whitelisted part of the configuration the browser may know. */
export const configRoutes: FastifyPluginAsyncZod = async (app) => {
  route(app, clientApi.config, async () => ({
    analytics: app.config.analytics,
    botCheck: app.config.botCheck,
    exchangeRate: app.config.exchangeRate,
    arsRate: await currentArsRate(app.db, app.config, app.clock()),
  }));
};
