import { buildApp } from './app';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { fillEmptyWithDemo, withDemoRate } from './demo/start-demo';
import type { StartOptions } from './demo/start-options';
import { scheduledJobs } from './job-list';
import { scheduleJobs } from './jobs/scheduler';
import { SHUTDOWN_GRACE_MS } from './plugins/slow-clients';

/**
 * The server on an open database (main.ts): migrate it (and with `--demo` fill it when empty),
 * build the app, listen, run the scheduled jobs, stop cleanly on signals.
 */
export async function serve(
  config: Config,
  options: StartOptions,
  database: DatabaseHandle,
): Promise<void> {
  let app;
  try {
    await database.migrate();
    if (options.demo) {
      await fillEmptyWithDemo(database.db, { sets: options.demoSets, url: config.publicUrl });
      config = withDemoRate(config);
    }
    app = await buildApp(config, { database });
  } catch (err) {
    await database.close();
    throw err;
  }
  if (!config.botCheck) app.log.warn('BOT_CHECK=off: the proof-of-work bot check is disabled');
  if (!config.databaseUrl)
    app.log.info({ dir: `${config.dataDir}/db` }, 'using the embedded database (PGlite)');

  let stopJobs = () => {};
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    stopJobs();
    app.log.info({ signal }, 'shutting down');
    // Not ready any more, still serving: a load balancer drains this instance first.
    app.readiness.draining = true;
    const drainMs = config.shutdownDrainSeconds * 1000;
    if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
    const timer = setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    // A request still in flight after the grace (a body that stalls) loses its socket, so the
    // process never waits for a client that may never finish.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  stopJobs = scheduleJobs(scheduledJobs(app), app);
}
