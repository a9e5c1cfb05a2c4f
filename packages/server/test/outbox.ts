import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';
import { mailOutbox } from '../src/db/schema/index';
import { scaled } from './time-factor';

/**
 * Waits until no mail of the outbox is pending: every mail enqueued so far went out (and a
 * capturing SMTP server holds it). A test that checks no other mail came waits for this, not for
 * a fixed time.
 */
export async function waitForOutboxSent(db: Database): Promise<void> {
  const pending = async () =>
    (await db.select().from(mailOutbox).where(eq(mailOutbox.status, 'pending'))).length;
  await expect.poll(pending, { timeout: scaled(10_000) }).toBe(0);
}
