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
  /** A body `bodyPrefix` + this many `a` + `"}` (built on the thread once, not copied to it). */
  bodyBytes?: number;
  bodyPrefix?: string;
}

/** Status, headers and body text; or the network error's code (EPIPE, ECONNRESET…). */
export type FetchOutcome =
  { status: number; headers: Record<string, string>; body: string } | { error: string };

const THREAD = `
const { parentPort, workerData: requests } = require('node:worker_threads');
const fillers = new Map();
const filler = (n) => fillers.get(n) ?? fillers.set(n, 'a'.repeat(n)).get(n);
const send = (r) =>
  fetch(r.url, {
    method: r.method,
    headers: r.headers,
    body: r.bodyBytes === undefined ? undefined : (r.bodyPrefix ?? '') + filler(r.bodyBytes) + '"}',
  }).then(
    async (res) => ({ status: res.status, headers: Object.fromEntries(res.headers), body: await res.text() }),
    (err) => ({ error: String(err.cause?.code ?? err.message) }),
  );
(async () => {
  const outcomes = [];
  for (const r of requests) outcomes.push(await send(r));
  parentPort.postMessage(outcomes);
})();
`;

/** Sends the requests one after the other from another thread: their outcomes, in order. */
export function fetchElsewhere(requests: FetchRequest[]): Promise<FetchOutcome[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD, { eval: true, workerData: requests });
    worker.once('message', (outcomes: FetchOutcome[]) => {
      resolve(outcomes);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}
