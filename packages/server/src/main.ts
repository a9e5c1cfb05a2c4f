import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { DatabaseLockedError } from './db/folder-lock';
import {
  fillEmptyWithDemo,
  parseStartOptions,
  SERVER_USAGE,
  withDemoRate,
} from './demo/start-demo';
import { scheduledJobs } from './job-list';
import { scheduleJobs } from './jobs/scheduler';
import { SHUTDOWN_GRACE_MS } from './plugins/slow-clients';

/**
 * Starts the server: parse config, open + migrate the database (with `--demo` / DEMO=1, fill it
 * with the demo when empty), listen, stop cleanly on signals.
 */
async function main(): Promise<void> {
  let config;
  let options;
  try {
    options = parseStartOptions(process.argv.slice(2));
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${SERVER_USAGE}`);
    process.exit(2);
  }
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let database;
  if (options.demo) {
    database = await openDatabase(config);
    try {
      await database.migrate();
      await fillEmptyWithDemo(database.db, { sets: options.demoSets, url: config.publicUrl });
    } catch (err) {
      await database.close();
      throw err;
    }
  }
  if (options.demo) config = withDemoRate(config);
  const app = await buildApp(config, database ? { database } : {});
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

main().catch((err: unknown) => {
  if (err instanceof DatabaseLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  console.error('Failed to start the server:', err);
  process.exit(1);
});
