import type { Database } from '../../db/client';

/** What the account services need from the outside world; routes build it per request. */
export interface AccountsContext {
  db: Database;
  now: Date;
  publicUrl: string;
  purgeDays: number;
  /**
   * Asks for the outbox to be delivered now, in the background: called once a transaction that
   * enqueued mail has committed. The request never waits for a mail server.
   */
  deliverMailSoon(): void;
}

export const validationLink = (context: AccountsContext, token: string) =>
  `${context.publicUrl}/validation?id=${encodeURIComponent(token)}`;

export const resetLink = (context: AccountsContext, token: string) =>
  `${context.publicUrl}/forgotpassword?token=${encodeURIComponent(token)}`;
