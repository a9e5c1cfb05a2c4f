import { CONTACT_DAYS_AFTER_DELIVERY } from '@mdc/shared';
import { sql, type SQL } from 'drizzle-orm';
import { reservations } from '../../db/schema/index';

/**
 * Contacts only while a deal is alive: the two parties of a reservation see each
 * other's e-mail and phone while it is pending or answered, and for CONTACT_DAYS_AFTER_DELIVERY
 * days after the seller confirmed the delivery; never after a cancellation or an expiry. The
 * one rule, as SQL over `reservations`, for every read that hands out a contact.
 */
export function contactAlive(now: Date): SQL<boolean> {
  const since = new Date(now.getTime() - CONTACT_DAYS_AFTER_DELIVERY * 24 * 60 * 60 * 1000);
  const r = reservations;
  return sql<boolean>`(not ${r.disabled} and (not ${r.sold} or ${r.soldAt} > ${since.toISOString()}::timestamptz))`;
}
