import { SMTP_POOL, type Mailer } from './mailer';
import type { OutboxMail } from './outbox';

/**
 * Mails of one claimed batch sent at once: one per connection of the SMTP pool (mailer.ts). More
 * would only wait in nodemailer's queue, where a failure could no longer keep them from starting.
 */
export const PARALLEL_SENDS = SMTP_POOL.maxConnections;

export interface BatchOutcome {
  sent: OutboxMail[];
  failed: { mail: OutboxMail; error: string }[];
  /** Not started: after a failure, or once `canStart` said no. */
  untried: OutboxMail[];
}

/**
 * Sends `mails`, PARALLEL_SENDS at a time, oldest first. After a failure no other send starts
 * (a failure usually means the server is down); those already under way finish and count. With
 * `probeFirst`, the first mail goes alone and the others only once it was sent: a dead or silent
 * server then costs one connection's timeouts, not one per connection of the pool.
 */
export async function sendBatch(
  mailer: Mailer,
  mails: OutboxMail[],
  options: { probeFirst: boolean; canStart: () => boolean },
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { sent: [], failed: [], untried: [] };
  let next = 0;
  const sendNext = async () => {
    const mail = mails[next++]!;
    const error = await trySend(mailer, mail);
    if (error === undefined) outcome.sent.push(mail);
    else outcome.failed.push({ mail, error });
  };
  const mayStart = () => next < mails.length && !outcome.failed.length && options.canStart();
  const worker = async () => {
    while (mayStart()) await sendNext();
  };
  if (options.probeFirst && mayStart()) await sendNext();
  await Promise.all(Array.from({ length: PARALLEL_SENDS }, worker));
  outcome.untried = mails.slice(next);
  return outcome;
}

/** Sends one mail; answers the failure as kept and logged, or undefined once sent. */
async function trySend(mailer: Mailer, mail: OutboxMail): Promise<string | undefined> {
  try {
    await mailer.send({
      to: mail.recipient,
      subject: mail.subject,
      text: mail.text ?? '',
      html: mail.html ?? '',
      link: mail.link ?? '',
      calendar: mail.calendar,
    });
    return undefined;
  } catch (err) {
    return describeMailError(err);
  }
}

const ADDRESS = /[^\s<>"'()[\],;:@]+@[^\s<>"'()[\],;:@]+/g;

/** What is kept and logged of a failure: the SMTP code and message, without any address. */
export function describeMailError(err: unknown): string {
  const { code, responseCode, message } = (err ?? {}) as {
    code?: unknown;
    responseCode?: unknown;
    message?: unknown;
  };
  const text = [code, responseCode, typeof message === 'string' ? message : String(err)]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');
  return text.replace(ADDRESS, '<address>').slice(0, 500);
}
