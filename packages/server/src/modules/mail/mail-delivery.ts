import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { deliverDueMail } from './deliver-mail';
import type { Mailer } from './mailer';

/**
 * This process's deliverer of the outbox, for mail that should leave at once: the mail plugin
 * calls `deliverSoon()` once a request that enqueued mail answers (after-request.ts), and the
 * request does not wait for it. Passes never overlap here;
 * a call during a pass makes one more pass after it. The scheduled job (jobs.ts) is the safety
 * net for mail this process did not send (a restart, another instance, a retry).
 */
export interface MailDelivery {
  /** Starts a pass in the background: call it after the transaction that enqueued mail commits. */
  deliverSoon(): void;
  /** Starts a pass (or one more after the current one) and resolves when passes stop. */
  deliverDue(): Promise<void>;
  /** No new passes; waits a little for the current one to end (its mail stays due otherwise). */
  stop(): Promise<void>;
}

/** How long closing the app waits for a pass in progress. */
const STOP_WAIT_MS = 5_000;

export function createMailDelivery(options: {
  db: Database;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
}): MailDelivery {
  const { db, mailer, clock, log } = options;
  let current: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const passes = async () => {
    do {
      again = false;
      try {
        await deliverDueMail(db, mailer, clock(), log);
      } catch (err) {
        if (!stopped) log.error({ err }, 'mail delivery failed');
      }
    } while (again && !stopped);
  };
  const start = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (current) {
      again = true;
      return current;
    }
    current = passes().finally(() => {
      current = null;
    });
    return current;
  };

  return {
    deliverSoon: () => void start(),
    deliverDue: start,
    async stop() {
      stopped = true;
      if (!current) return;
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, STOP_WAIT_MS);
      });
      await Promise.race([current, waited]);
      clearTimeout(timer);
    },
  };
}
