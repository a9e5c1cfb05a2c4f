import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { Mailer, MailMessage } from '../mail/mailer';

/** What the account services need from the outside world; routes build it per request. */
export interface AccountsContext {
  db: Database;
  mailer: Mailer;
  now: Date;
  publicUrl: string;
  purgeDays: number;
  log: FastifyBaseLogger;
}

export const validationLink = (context: AccountsContext, token: string) =>
  `${context.publicUrl}/validation?id=${encodeURIComponent(token)}`;

export const resetLink = (context: AccountsContext, token: string) =>
  `${context.publicUrl}/forgotpassword?token=${encodeURIComponent(token)}`;

/**
 * Sends a mail whose failure must not change the answer (recovery and resend answer the same
 * for every address; a deletion is done whether or not its receipt arrives): logged only.
 */
export async function sendQuietly(context: AccountsContext, message: MailMessage): Promise<void> {
  try {
    await context.mailer.send(message);
  } catch (err) {
    context.log.error({ err, subject: message.subject }, 'mail could not be sent');
  }
}
