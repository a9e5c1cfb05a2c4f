import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer } from './mailer';
import {
  claimDueMails,
  markMailFailed,
  markMailRetry,
  markMailsSent,
  releaseMails,
  type OutboxMail,
} from './outbox';
import { sendBatch } from './send-batch';

const MINUTE_MS = 60 * 1000;
export const MAIL_DELIVERY = {
  /** After this many failed attempts a mail is given up ('failed'). */
  maxAttempts: 10,
  /** The wait after the first failure; it doubles after each one, up to maxRetryMs. */
  firstRetryMs: 30 * 1000,
  maxRetryMs: 60 * MINUTE_MS,
  /**
   * A claimed mail is due again after this, should its deliverer die while sending: well over
   * what one send can take within the SMTP timeouts.
   */
  leaseMs: 5 * MINUTE_MS,
  /** Mails claimed per statement; a pass stops taking from its batch at half the lease. */
  batchSize: 20,
} as const;

/** The wait before attempt `attempts + 1`: 30 s, 1 min, 2 min, … 1 h. */
export function retryDelayMs(attempts: number): number {
  return Math.min(MAIL_DELIVERY.firstRetryMs * 2 ** (attempts - 1), MAIL_DELIVERY.maxRetryMs);
}

export interface DeliveryReport {
  sent: number;
  retrying: number;
  failed: number;
}

/**
 * Sends the mail that is due, claimed in batches, each batch sent PARALLEL_SENDS at a time over
 * the SMTP pool (send-batch.ts), until none is left or a send fails: a failure usually means the
 * server is down, so no other send starts and the rest waits for the next pass instead of each
 * waiting out the timeouts; the first mail of a pass goes alone, so a dead server costs one
 * connection's timeouts. A failed mail is tried again after a back-off, and
 * given up after MAIL_DELIVERY.maxAttempts. The mails of the batch not tried yet are released
 * (due at once, attempt uncounted), and so are they once half the lease has passed since the
 * pass began, so that no claim runs out while its mail is still waiting here and another
 * deliverer sends it too. The sent ones are marked together: should the process die first, they
 * are sent again after the lease (at least once, never lost). Safe to run on several instances
 * at once (claimDueMails).
 */
export async function deliverDueMail(
  db: Database,
  mailer: Mailer,
  now: Date,
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>,
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, retrying: 0, failed: 0 };
  const leaseUntil = new Date(now.getTime() + MAIL_DELIVERY.leaseMs);
  const started = performance.now();
  const leaseHalfGone = () => performance.now() - started > MAIL_DELIVERY.leaseMs / 2;
  while (!leaseHalfGone()) {
    const mails = await claimDueMails(db, now, leaseUntil, MAIL_DELIVERY.batchSize);
    if (!mails.length) break;
    const { sent, failed, untried } = await sendBatch(mailer, mails, {
      probeFirst: report.sent === 0,
      canStart: () => !leaseHalfGone(),
    });
    for (const { mail, error } of failed) await recordFailure(db, mail, error, now, log, report);
    await markMailsSent(db, sent, now);
    for (const mail of sent) log.info({ mailId: mail.id }, 'mail sent');
    report.sent += sent.length;
    await releaseMails(db, untried, now);
    if (failed.length || untried.length) break;
    // A short batch: nothing else was due. Mail enqueued since asks for a pass of its own
    // (deliverSoon after its commit) or waits for the job, so no empty claim is needed.
    if (mails.length < MAIL_DELIVERY.batchSize) break;
  }
  return report;
}

async function recordFailure(
  db: Database,
  mail: OutboxMail,
  error: string,
  now: Date,
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>,
  report: DeliveryReport,
): Promise<void> {
  const context = { mailId: mail.id, attempts: mail.attempts, error };
  if (mail.attempts >= MAIL_DELIVERY.maxAttempts) {
    await markMailFailed(db, mail, error, now);
    log.error(context, 'mail given up after its last attempt');
    report.failed++;
  } else {
    const retryAt = new Date(now.getTime() + retryDelayMs(mail.attempts));
    await markMailRetry(db, mail, error, retryAt);
    log.warn({ ...context, retryAt }, 'mail could not be sent; it will be tried again');
    report.retrying++;
  }
}

export const describeDelivery = ({ sent, retrying, failed }: DeliveryReport) =>
  sent || retrying || failed
    ? `sent ${sent} mail(s), ${retrying} to retry, ${failed} given up`
    : '';
