import type { FastifyPluginAsync } from 'fastify';
import { countCatalog, EMPTY_CATALOG_HINT } from './catalog-status';

/** At start, says how to load a catalog when there is none. The daily refresh is a scheduled job. */
export const catalogBackground: FastifyPluginAsync = async (app) => {
  app.addHook('onReady', async () => {
    const { printings } = await countCatalog(app.db);
    if (printings === 0) app.log.warn(EMPTY_CATALOG_HINT);
  });
};
