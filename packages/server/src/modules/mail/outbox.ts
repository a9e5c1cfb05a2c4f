import { and, eq, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';
import { anyOf, preparedQuery, sqlArray, type Database } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { markMailEnqueued } from './after-request';
import type { MailMessage } from './mailer';

/**
 * The mail outbox. A feature never sends mail: it enqueues it in the transaction of the event
 * that causes it, so the mail exists exactly when the event does. A request that enqueued mail
 * starts a delivery pass when it answers, after its transactions (after-request.ts); the delivery
 * job sends the rest. No route asks for delivery itself.
 *
 *   await db.transaction(async (tx) => {
 *     … the event's own writes …
 *     await enqueueMail(tx, validationMail(to, name, link), now);
 *   });
 */
export async function enqueueMail(db: Database, message: MailMessage, now: Date): Promise<void> {
  await enqueueMails(db, [message], now);
}

const COLUMNS = ['recipient', 'subject', 'text', 'html', 'link', 'calendar'] as const;

const enqueueQuery = preparedQuery('enqueue_mails', () => {
  const column = (name: string) => sql`${sql.placeholder(name)}::text[]`;
  return sql`insert into ${mailOutbox} (recipient, subject, text, html, link, calendar,
        next_attempt_at, created_at)
      select m.*, ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('now')}::timestamptz
      from unnest(${sql.join(COLUMNS.map(column), sql`, `)})
        as m(recipient, subject, text, html, link, calendar)`;
});

/**
 * Several mails of one event in one statement; none, no statement. One text whatever the count
 * (a column an array), built once and prepared: every reservation request enqueues mail. The
 * other columns take their defaults ('pending', no attempt yet).
 */
export async function enqueueMails(
  db: Database,
  messages: MailMessage[],
  now: Date,
): Promise<void> {
  if (!messages.length) return;
  markMailEnqueued();
  const values = (value: (message: MailMessage) => string | null | undefined) =>
    messages.map((message) => value(message) ?? null);
  await enqueueQuery(db, {
    now: now.toISOString(),
    recipient: values((m) => m.to),
    subject: values((m) => m.subject),
    text: values((m) => m.text),
    html: values((m) => m.html),
    link: values((m) => m.link || null),
    calendar: values((m) => m.calendar),
  });
}

export type OutboxMail = typeof mailOutbox.$inferSelect;

/**
 * Takes up to `limit` of the oldest due mails for this deliverer, oldest created first: each
 * one's attempt is counted and it is not due again until `leaseUntil`, so a deliverer that dies
 * mid-send leaves them to a later one. SKIP LOCKED lets deliverers on several instances claim
 * different rows at once.
 */
export async function claimDueMails(
  db: Database,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxMail[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, now)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(mailOutbox.id, due))
    .returning();
  // RETURNING has no order of its own.
  return claimed.sort(
    (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1),
  );
}

/** The body carries the link and its token: it is erased once the mail is sent or given up. */
const ERASED_BODY = { text: null, html: null, link: null, calendar: null } as const;

/**
 * Only a claim that is still current may record its outcome: a row claimed again after its
 * lease ran out has counted one more attempt, so the late deliverer's update matches nothing.
 */
const stillClaimed = (mails: OutboxMail[]) =>
  and(
    eq(mailOutbox.status, 'pending'),
    sql`(${mailOutbox.id}, ${mailOutbox.attempts}) in (select * from unnest(
      ${sqlArray(
        mails.map((mail) => mail.id),
        'uuid',
      )}, ${sqlArray(
        mails.map((mail) => mail.attempts),
        'int',
      )}))`,
  );

export async function markMailsSent(db: Database, mails: OutboxMail[], now: Date): Promise<void> {
  if (!mails.length) return;
  await db
    .update(mailOutbox)
    .set({ status: 'sent', finishedAt: now, lastError: null, ...ERASED_BODY })
    .where(stillClaimed(mails));
}

/**
 * Gives back claimed mails that were not tried (the pass stopped before them): due again at
 * `now`, their attempt uncounted, so another pass sends them without waiting out the lease.
 */
export async function releaseMails(db: Database, mails: OutboxMail[], now: Date): Promise<void> {
  if (!mails.length) return;
  await db
    .update(mailOutbox)
    .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: now })
    .where(stillClaimed(mails));
}

export async function markMailRetry(
  db: Database,
  mail: OutboxMail,
  error: string,
  nextAttemptAt: Date,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ nextAttemptAt, lastError: error })
    .where(stillClaimed([mail]));
}

export async function markMailFailed(
  db: Database,
  mail: OutboxMail,
  error: string,
  now: Date,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', finishedAt: now, lastError: error, ...ERASED_BODY })
    .where(stillClaimed([mail]));
}

/** Forgets every mail to these addresses, whatever its state (an erased account). */
export async function forgetMailTo(db: Database, addresses: string[]): Promise<void> {
  if (!addresses.length) return;
  await db.delete(mailOutbox).where(
    anyOf(
      sql`lower(${mailOutbox.recipient})`,
      addresses.map((address) => address.toLowerCase()),
      'text',
    ),
  );
}

/** Deletes the rows of mail sent or given up before `before`. */
export async function deleteFinishedMail(db: Database, before: Date): Promise<number> {
  const deleted = await db
    .delete(mailOutbox)
    .where(and(isNotNull(mailOutbox.finishedAt), lt(mailOutbox.finishedAt, before)))
    .returning({ id: mailOutbox.id });
  return deleted.length;
}
