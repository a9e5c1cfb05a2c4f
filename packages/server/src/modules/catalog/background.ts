import type { FastifyPluginAsync } from 'fastify';
import { countCatalog, EMPTY_CATALOG_HINT } from './catalog-status';
import { refreshCatalogIfDue } from './refresh-job';

const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * What the catalog does beside answering calls: at start, say how to load a catalog when
 * there is none; with CATALOG_URL or PRICES_URL, check hourly whether the daily refresh is due.
 */
export const catalogBackground: FastifyPluginAsync = async (app) => {
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let closing = false;

  const check = () => {
    // A refresh longer than the check interval must not start a second one.
    if (running) return;
    running = true;
    refreshCatalogIfDue(app.db, app.config, app.log)
      .catch((err: unknown) => {
        if (!closing) app.log.error({ err }, 'catalog refresh check failed');
      })
      .finally(() => {
        running = false;
      });
  };

  app.addHook('onReady', async () => {
    const { printings } = await countCatalog(app.db);
    if (printings === 0) app.log.warn(EMPTY_CATALOG_HINT);
    if (app.config.catalogUrl || app.config.pricesUrl) {
      check();
      timer = setInterval(check, CHECK_EVERY_MS);
      timer.unref();
    }
  });

  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
  });
};
