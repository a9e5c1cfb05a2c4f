import type { Reputation } from '@mdc/shared';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { port } from '../../lib/port';

/**
 * What libraries ask of modules/reservations, which sits above them (a reservation locks and
 * changes library lines): given by src/module-wiring.ts, so libraries import nothing of it.
 */
export interface LibrariesNeeds {
  /** SQL: whether the card's active reservations take all its `quantity` copies. */
  reservedFlag(cardId: SQL, quantity: SQL): SQL<boolean>;
  /** How many active reservations hold copies of the card. */
  countActiveReservations(db: Database, cardId: string): Promise<number>;
  /**
   * Before a card or a library goes: its active reservations cancelled, their buyers told (with
   * links to `publicUrl`), in the caller's transaction, which holds the library's lock.
   */
  cancelCardReservations(
    db: Database,
    cardId: string,
    ownerId: string,
    now: Date,
    publicUrl: string,
  ): Promise<unknown>;
  cancelLibraryReservations(
    db: Database,
    libraryId: string,
    ownerId: string,
    now: Date,
    publicUrl: string,
  ): Promise<unknown>;
  /** The owners' records as traders, by user id (the public page's owner card). */
  findReputations(db: Database, userIds: string[]): Promise<Map<string, Omit<Reputation, 'user'>>>;
}

export const librariesNeeds = port<LibrariesNeeds>('libraries');
