import type { Database } from '../../db/client';

/** What the account services need from the outside world; routes build it per request. */
export interface AccountsContext {
  db: Database;
  now: Date;
  publicUrl: string;
  purgeDays: number;
}

export const validationLink = (context: AccountsContext, token: string) =>
  `${context.publicUrl}/validation?id=${encodeURIComponent(token)}`;

export const resetLink = (context: AccountsContext, token: string) =>
  `${context.publicUrl}/forgotpassword?token=${encodeURIComponent(token)}`;
