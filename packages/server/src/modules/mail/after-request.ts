import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * 'Deliver mail after commit', in one place. A request that enqueues mail does it in the
 * transaction of its event; the delivery pass must start once that transaction has committed,
 * and the request must not wait for it. The mail plugin (plugin.ts) opens a mark for each
 * request before its handler, `enqueueMails` (outbox.ts) sets it, and the plugin starts one
 * delivery pass when the request answers (onSend): by then every transaction the handler awaited
 * has committed or rolled back (a rolled-back mail leaves nothing to send: the pass is empty).
 * Work a request leaves for after its answer runs through `afterAnswer`, which delivers when that
 * work ends. Outside a request (jobs, command lines) nothing is marked: the delivery job sends.
 */
export interface MailMark {
  enqueued: boolean;
  /** Starts a delivery pass in the background (the app's mailDelivery.deliverSoon). */
  deliver: () => void;
}

const marks = new AsyncLocalStorage<MailMark>();

/** Runs `next` (the rest of a request: its preHandlers and handler) under `mark`. */
export function runMarkingMail(mark: MailMark, next: () => void): void {
  marks.run(mark, next);
}

/** Notes, for the request in progress if any, that it enqueued mail. */
export function markMailEnqueued(): void {
  const mark = marks.getStore();
  if (mark) mark.enqueued = true;
}

/**
 * Called in a handler, for work it starts after the answer (accounts/mail-requests.ts): runs
 * that work under a mark of its own and starts a delivery pass when it ends, if it enqueued mail.
 */
export function afterAnswer(): <T>(work: () => Promise<T>) => Promise<T> {
  const request = marks.getStore();
  return async (work) => {
    if (!request) return work();
    const mark: MailMark = { enqueued: false, deliver: request.deliver };
    try {
      return await marks.run(mark, work);
    } finally {
      if (mark.enqueued) mark.deliver();
    }
  };
}
