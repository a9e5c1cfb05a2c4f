import { Worker } from 'node:worker_threads';

/**
 * `fetch` run on a thread of its own, so the client writes while the server (this thread's test
 * app) answers and closes, as a browser does: in one event loop the client's writes and the
 * server's reads take turns, and a reset the browser would see never happens.
 */

export interface FetchRequest {
  url: string;
  method?: string;
  headers?: Record<string, string>;
  /** A body of this many `a` (built on the thread, not copied to it), inside `bodyPrefix…"`. */
  bodyBytes?: number;
  bodyPrefix?: string;
}

/** Status, headers and body text; or the network error's code (EPIPE, ECONNRESET…). */
export type FetchOutcome =
  { status: number; headers: Record<string, string>; body: string } | { error: string };

const THREAD = `
const { parentPort, workerData: r } = require('node:worker_threads');
const body = r.bodyBytes === undefined ? undefined : r.bodyPrefix + 'a'.repeat(r.bodyBytes) + '"}';
fetch(r.url, { method: r.method, headers: r.headers, body })
  .then(async (res) => parentPort.postMessage({
    status: res.status, headers: Object.fromEntries(res.headers), body: await res.text(),
  }))
  .catch((err) => parentPort.postMessage({ error: String(err.cause?.code ?? err.message) }));
`;

export function fetchElsewhere(request: FetchRequest): Promise<FetchOutcome> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD, { eval: true, workerData: { bodyPrefix: '', ...request } });
    worker.once('message', (outcome: FetchOutcome) => {
      resolve(outcome);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
