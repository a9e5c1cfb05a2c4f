import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at } from './columns';

// The mail outbox: owned by modules/mail.

/**
 * Mail waiting to be sent, written in the transaction of the event that causes it and delivered
 * by a job (docs/decisions/010-mail-outbox.md). Once sent or given up, the body (which carries
 * the link and its token) is erased; the row itself is deleted some days later.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    text: text('text'),
    html: text('html'),
    /** The mail's one link, logged when there is no SMTP server. */
    link: text('link'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    /** Delivery attempts started, counted when a deliverer claims the row. */
    attempts: integer('attempts').notNull().default(0),
    /** When the row may be claimed: now, after a back-off, or when a claim's lease runs out. */
    nextAttemptAt: at('next_attempt_at').notNull(),
    /** The last failure, without addresses. */
    lastError: text('last_error'),
    createdAt: at('created_at').notNull(),
    /** When it was sent, or given up. */
    finishedAt: at('finished_at'),
    /** An iCalendar event (METHOD:PUBLISH) sent with the mail as encuentro.ics; erased with the body. */
    calendar: text('calendar'),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('mail_outbox_finished_at_idx').on(table.finishedAt),
  ],
);
