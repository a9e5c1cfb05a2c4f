import type { Database } from '../../db/client';
import { port } from '../../lib/port';

/**
 * What an account's changes ask of the modules above accounts (libraries, reservations, search),
 * which src/module-wiring.ts gives: accounts sits at the bottom of the modules that hold users'
 * data, so it tells them through this rather than importing them. Each runs in the caller's
 * transaction.
 */
export interface AccountsNeeds {
  /**
   * The account was just disabled (deleted): its lines leave the search and its active
   * reservations are cancelled, the other parties told (with links to `publicUrl`).
   */
  accountClosed(tx: Database, userId: string, now: Date, publicUrl: string): Promise<void>;
  /** What the search shows of the account (user name, province, city) changed. */
  shownProfileChanged(tx: Database, userId: string): Promise<void>;
  /** These accounts' personal data was erased: what other modules keep of them goes too. */
  accountsPurged(tx: Database, userIds: string[]): Promise<void>;
}

export const accountsNeeds = port<AccountsNeeds>('accounts');
