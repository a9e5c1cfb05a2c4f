import type { SQLWrapper } from 'drizzle-orm';
import { port } from '../../lib/port';

/**
 * What sessions ask of modules/accounts, which sits above them (accounts open and end sessions):
 * given by src/module-wiring.ts, so the session lookup stays one statement without sessions
 * importing accounts.
 */
export interface SessionsNeeds {
  /**
   * The accounts as a subquery named `alias` with (at least) the columns `id`, `username`,
   * `email`, `disabled_at` and `suspended_at` (accounts' `accountsView`).
   */
  accounts(alias: string): SQLWrapper;
}

export const sessionsNeeds = port<SessionsNeeds>('sessions');
