import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import { embeddedMaintenanceJob } from './jobs/embedded-maintenance';
import type { Job } from './jobs/job';
import { accountJobs } from './modules/accounts/jobs';
import { alertJobs } from './modules/alerts/jobs';
import { deleteExpiredBotCheckUsesJob } from './modules/botcheck/jobs';
import { catalogJobs } from './modules/catalog/jobs';
import { exchangeRateJobs } from './modules/exchange-rates/jobs';
import { listedPrintingIds } from './modules/libraries/index';
import { mailJobs } from './modules/mail/jobs';
import { deleteOldNotificationsJob } from './modules/notifications/jobs';
import type { Mailer } from './modules/mail/mailer';
import { reservationJobs } from './modules/reservations/jobs';
import { deleteExpiredSessionsJob } from './modules/sessions/jobs';

/**
 * Every job the server schedules, in one list: each feature declares its own in its `jobs.ts`,
 * and this is where they are put together (like the routes in app.ts).
 */
export function scheduledJobs(app: {
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}): Job[] {
  return [
    ...mailJobs(app),
    ...accountJobs(app.config),
    deleteExpiredSessionsJob,
    deleteExpiredBotCheckUsesJob,
    // The catalog reads no library table: the libraries say which printings they hold.
    ...catalogJobs(app.config, listedPrintingIds),
    ...reservationJobs(app.config),
    ...alertJobs(app.config),
    deleteOldNotificationsJob,
    ...exchangeRateJobs(app.config),
    // A PostgreSQL server has its own autovacuum; the embedded database has none.
    ...(app.config.databaseUrl ? [] : [embeddedMaintenanceJob]),
  ];
}
