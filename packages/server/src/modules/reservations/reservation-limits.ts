import { RESERVATION_MESSAGES } from '@mdc/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { activeReservation, reservations } from '../../db/schema/index';
import { AppError } from '../../errors';
import { accountsView } from '../accounts/index';
import { formatUntil } from '../../lib/format-until';

/**
 * Limits that stop one account from collecting every seller's contact:
 * - open reservations with at most `sellersNew` distinct sellers while the account is new
 *   (younger than `newAccountDays`, or no delivery of its own confirmed yet, as buyer or
 *   seller), `sellersMax` after; more cards from a seller already reserved from always pass;
 * - a buyer who cancelled `cancelsPerDay` reservations within 24 h waits 24 h from the
 *   cancellation that reached the number before reserving again.
 * Checked inside the reservation's transaction, after a per-buyer lock, so two requests of one
 * buyer cannot both pass.
 */

export interface ReservationLimits {
  sellersNew: number;
  sellersMax: number;
  newAccountDays: number;
  cancelsPerDay: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

interface BuyerStanding {
  /** Distinct sellers of the buyer's open reservations. */
  openSellers: string[];
  newAccount: boolean;
  /** The latest cancellation that made `cancelsPerDay` within its 24 h, if within 24 h of now. */
  waitFrom: Date | null;
}

async function standingOf(
  db: Database,
  buyerId: string,
  limits: ReservationLimits,
  now: Date,
): Promise<BuyerStanding> {
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const account = accountsView('account');
  const [row] = await db
    .select({
      openSellers: sql<
        string[]
      >`coalesce((select array_agg(distinct r.seller_id) from ${reservations} r
        where r.buyer_id = ${buyerId} and ${activeReservation('r')}), '{}')`,
      newAccount: sql<boolean>`(${account.createdAt} > ${since(limits.newAccountDays)}::timestamptz
        or not exists (select 1 from ${reservations} d
          where (d.buyer_id = ${buyerId} or d.seller_id = ${buyerId}) and d.sold))`,
      waitFrom: sql<string | null>`(select max(c.cancelled_at) from ${reservations} c
        where c.buyer_id = ${buyerId} and c.cancelled_by = ${buyerId}
          and c.cancelled_at > ${since(1)}::timestamptz
          and (select count(*) from ${reservations} e
               where e.buyer_id = ${buyerId} and e.cancelled_by = ${buyerId}
                 and e.cancelled_at > c.cancelled_at - interval '24 hours'
                 and e.cancelled_at <= c.cancelled_at) >= ${limits.cancelsPerDay})`,
    })
    .from(account)
    .where(eq(account.id, buyerId))
    .prepare('reservation_standing')
    .execute();
  return {
    openSellers: row?.openSellers ?? [],
    newAccount: row?.newAccount ?? true,
    waitFrom: row?.waitFrom ? new Date(row.waitFrom) : null,
  };
}

/** Takes the buyer's lock for this transaction: his reservation requests run one at a time. */
export async function lockBuyer(db: Database, buyerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reserve:${buyerId}`}, 0))`);
}

/** Throws the Spanish 429 or 409 when the buyer may not reserve from these sellers now. */
export async function assertMayReserve(
  db: Database,
  buyerId: string,
  sellerIds: string[],
  limits: ReservationLimits,
  now: Date,
): Promise<void> {
  const standing = await standingOf(db, buyerId, limits, now);
  if (standing.waitFrom) {
    const until = new Date(standing.waitFrom.getTime() + DAY_MS);
    const message = RESERVATION_MESSAGES.cancelWait(limits.cancelsPerDay, formatUntil(until));
    throw AppError.tooMany(
      'reservationCancelWait',
      message,
      (until.getTime() - now.getTime()) / 1000,
    );
  }
  const sellers = new Set([...standing.openSellers, ...sellerIds]);
  const limit = standing.newAccount ? limits.sellersNew : limits.sellersMax;
  if (sellers.size > limit) {
    const message = RESERVATION_MESSAGES.sellersLimit(limit, standing.newAccount);
    throw AppError.of('reservationSellersLimit', message);
  }
}
