import type { Job } from '../../jobs/job';
import { expireReservations } from './expire-reservations';

/**
 * Expires unanswered reservations after RESERVATION_TTL_DAYS, checked every 15 minutes: a
 * reservation waits its TTL plus at most that. Batches commit as they go, so it runs under a
 * session lock: one instance at a time.
 */
export function expireReservationsJob(ttlDays: number, publicUrl: string): Job {
  return {
    name: 'expire-reservations',
    intervalMs: 15 * 60 * 1000,
    lock: 'session',
    async run(db, now) {
      const expired = await expireReservations(db, now, ttlDays, publicUrl);
      return expired ? `expired ${expired} unanswered reservation(s)` : '';
    },
  };
}

export const reservationJobs = (config: {
  reservationTtlDays: number;
  publicUrl: string;
}): Job[] => [expireReservationsJob(config.reservationTtlDays, config.publicUrl)];
