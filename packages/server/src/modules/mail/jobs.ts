import type { FastifyBaseLogger } from 'fastify';
import type { Job } from '../../jobs/job';
import { deliverDueMail, describeDelivery } from './deliver-mail';
import type { Mailer } from './mailer';
import { deleteFinishedMail } from './outbox';

const SECOND_MS = 1000;
const DAY_MS = 24 * 60 * 60 * SECOND_MS;
/** Sent and given-up rows are kept a week (their bodies are already erased), for support. */
const FINISHED_MAIL_KEEP_MS = 7 * DAY_MS;

/**
 * Delivers the outbox every few seconds on every instance (claims keep them from sending a mail
 * twice): mail that no request delivered at once, retries, mail left by a restart.
 */
export function mailDeliveryJob(mailer: Mailer, log: FastifyBaseLogger): Job {
  return {
    name: 'mail-delivery',
    intervalMs: 5 * SECOND_MS,
    lock: 'none',
    async run(db, now) {
      return describeDelivery(await deliverDueMail(db, mailer, now, log));
    },
  };
}

export const deleteFinishedMailJob: Job = {
  name: 'delete-finished-mail',
  intervalMs: 60 * 60 * SECOND_MS,
  lock: 'transaction',
  async run(db, now) {
    const deleted = await deleteFinishedMail(db, new Date(now.getTime() - FINISHED_MAIL_KEEP_MS));
    return `deleted ${deleted} finished mail row(s)`;
  },
};

export const mailJobs = (app: { mailer: Mailer; log: FastifyBaseLogger }): Job[] => [
  mailDeliveryJob(app.mailer, app.log),
  deleteFinishedMailJob,
];
