// The load of the reservations benchmark: buyers' POST /api/reservation requests sent to the
// server instances they name, a fixed number in flight, and what came back — status, copies
// reserved, latency — summed up.
import http from 'node:http';
import { percentile } from './bench-marketplace';

export interface ReservationRequest {
  /** Which of the instances' URLs receives it. */
  instance: number;
  /** The buyer's session, sent as an API client does: `Authorization: Bearer`. */
  token: string;
  items: { cardId: string; transactionType: 'sale' }[];
}

interface Outcome {
  /** The HTTP status; 0 when the request failed, -1 for a 201 that did not reserve every
   * item or a 409 that is not RES-001. */
  status: number;
  /** Copies reserved (the 201's reservations). */
  reserved: number;
  ms: number;
  /** For the other answers: the error body or the failure. */
  detail?: string;
}

export interface LoadFigures {
  attempts: number;
  /** 201 answers. */
  created: number;
  /** 409 RES-001 answers: a card had no copy left; nothing was reserved. */
  refused: number;
  /** Anything else (other statuses, other 409 codes, network errors): must be 0. */
  other: number;
  /** The other answers by status ("0": no answer, "-1": see Outcome), e.g. `{ "500": 3 }`. */
  otherStatuses: Record<string, number>;
  /** The first other answer's detail, to tell what went wrong. */
  firstOther?: string;
  /** Reservation rows the 201 answers listed (one per copy). */
  reservedCopies: number;
  seconds: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * node:http on kept-alive connections rather than fetch: undici's fetch costs several times the
 * CPU per request, and the load generator shares the machine's cores with what it measures.
 */
const agent = new http.Agent({ keepAlive: true });

function post(url: string, token: string, payload: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const headers = {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(payload),
    };
    const req = http.request(url, { method: 'POST', agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}

async function send(url: string, request: ReservationRequest): Promise<Outcome> {
  const started = performance.now();
  try {
    const res = await post(`${url}/api/reservation`, request.token, JSON.stringify(request.items));
    const body = JSON.parse(res.text) as unknown[] | { code?: string; message?: string };
    const elapsed = performance.now() - started;
    if (res.status === 201 && Array.isArray(body)) {
      const whole = body.length === request.items.length;
      return { status: whole ? 201 : -1, reserved: body.length, ms: elapsed };
    }
    const refused = !Array.isArray(body) && body.code === 'RES-001';
    const status = res.status === 409 && !refused ? -1 : res.status;
    const detail = status === 409 ? undefined : JSON.stringify(body);
    return { status, reserved: 0, ms: elapsed, detail };
  } catch (err) {
    const detail = err instanceof Error ? `${err.message} ${String(err.cause ?? '')}` : String(err);
    return { status: 0, reserved: 0, ms: performance.now() - started, detail };
  }
}

/** Sends every request, `inFlight` at a time, in order; the figures of the whole run. */
export async function sendAll(
  urls: string[],
  requests: ReservationRequest[],
  inFlight: number,
): Promise<LoadFigures> {
  const outcomes: Outcome[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      outcomes.push(await send(urls[request.instance]!, request));
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: inFlight }, worker));
  const seconds = (performance.now() - started) / 1000;
  const times = outcomes.map((outcome) => outcome.ms).sort((a, b) => a - b);
  const count = (status: number) => outcomes.filter((outcome) => outcome.status === status).length;
  return {
    attempts: outcomes.length,
    created: count(201),
    refused: count(409),
    other: outcomes.length - count(201) - count(409),
    otherStatuses: Object.fromEntries(
      [...new Set(outcomes.map((outcome) => outcome.status))]
        .filter((status) => status !== 201 && status !== 409)
        .map((status) => [String(status), count(status)]),
    ),
    reservedCopies: outcomes.reduce((sum, outcome) => sum + outcome.reserved, 0),
    seconds,
    firstOther: outcomes.find((outcome) => outcome.detail)?.detail,
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    max: times.at(-1) ?? 0,
  };
}
