// The mix of `npm run bench:load` and the closed-loop clients that send it
// through nginx: each client keeps one kept-alive connection from an address of its own
// (127.1.x.y: nginx passes the address it saw as X-Forwarded-For, so the per-address limits
// count clients as they would in production), picks a kind by its share, waits for the answer,
// and goes on. node:http rather than fetch: less CPU for the load generator, which shares the
// machine's two cores with what it measures (reservations-load.ts).
import http from 'node:http';
import type { Random } from '../packages/server/src/demo/random';
import type { LoadInputs } from './load-inputs';

export const MIX = [
  ['search', 0.6],
  ['library', 0.25],
  ['autocomplete', 0.1],
  ['reservation', 0.05],
] as const;
export type Kind = (typeof MIX)[number][0];
export const KINDS = MIX.map(([kind]) => kind);

export interface Sample {
  kind: Kind;
  /** HTTP status; 0: no answer (connection refused, reset, timed out). */
  status: number;
  /** For an error answer: its code (GEN-503…) or the socket's error. */
  code?: string;
  /** When it was sent, ms after the run's start, and how long it took. */
  at: number;
  ms: number;
  /** Copies a 201 reserved. */
  reserved: number;
  /** A 503's Retry-After header, when it had one. */
  retryAfter?: string;
}

/** Whether an answer is the one expected: a 409 RES-001 is a reservation refused, not an error. */
export const isExpected = (sample: Sample) =>
  sample.status === 200 ||
  sample.status === 201 ||
  (sample.status === 409 && sample.code === 'RES-001');

function pickKind(random: Random): Kind {
  let left = random.next();
  for (const [kind, share] of MIX) {
    if (left < share) return kind;
    left -= share;
  }
  return 'search';
}

interface Planned {
  method: 'GET' | 'POST';
  path: string;
  token?: string;
  body?: string;
}

function plan(kind: Kind, inputs: LoadInputs, random: Random): Planned {
  const token = random.pick(inputs.tokens);
  if (kind === 'search') {
    return { method: 'POST', path: '/api/search', token, body: random.pick(inputs.searches) };
  }
  if (kind === 'library')
    return { method: 'GET', path: `/api/library/${random.pick(inputs.libraries)}/public` };
  if (kind === 'autocomplete') {
    const name = encodeURIComponent(random.pick(inputs.prefixes));
    return { method: 'GET', path: `/api/library/reference/public?name=${name}` };
  }
  const items = Array.from({ length: random.int(1, 3) }, () => ({
    cardId: random.pick(inputs.hotCards).id,
    transactionType: 'sale',
  }));
  return { method: 'POST', path: '/api/reservation', token, body: JSON.stringify(items) };
}

function send(url: string, agent: http.Agent, localAddress: string, request: Planned) {
  return new Promise<{ status: number; text: string; retryAfter?: string }>((resolve, reject) => {
    const headers: Record<string, string | number> = { 'accept-encoding': 'identity' };
    if (request.token) headers.authorization = `Bearer ${request.token}`;
    if (request.body) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(request.body);
    }
    const req = http.request(
      `${url}${request.path}`,
      { method: request.method, agent, localAddress, headers, timeout: 30_000 },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        const retryAfter = res.headers['retry-after'];
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text, retryAfter }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out after 30 s')));
    req.on('error', reject);
    req.end(request.body);
  });
}

function outcome(kind: Kind, status: number, text: string): Pick<Sample, 'code' | 'reserved'> {
  if (status === 201 && kind === 'reservation') {
    return { reserved: (JSON.parse(text) as unknown[]).length };
  }
  if (status < 400) return { reserved: 0 };
  // nginx's own error pages are HTML (a 502 when an instance died under a request).
  if (text.startsWith('<')) return { code: '(nginx)', reserved: 0 };
  try {
    return { code: (JSON.parse(text) as { code?: string }).code ?? 'no code', reserved: 0 };
  } catch {
    return { code: text.slice(0, 60) || 'empty body', reserved: 0 };
  }
}

/**
 * `clients` clients send the mix to `url` for `seconds` from `started` (performance.now(), by
 * default now); every answer, in order of arrival.
 */
export async function driveMix(
  url: string,
  inputs: LoadInputs,
  options: { clients: number; seconds: number; random: Random; started?: number },
): Promise<Sample[]> {
  const samples: Sample[] = [];
  const started = options.started ?? performance.now();
  const deadline = started + options.seconds * 1000;
  const client = async (index: number) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const localAddress = `127.1.${index >> 8}.${(index & 255) + 1}`;
    while (performance.now() < deadline) {
      const kind = pickKind(options.random);
      const at = performance.now();
      try {
        const res = await send(url, agent, localAddress, plan(kind, inputs, options.random));
        const ms = performance.now() - at;
        samples.push({
          kind,
          status: res.status,
          retryAfter: res.retryAfter,
          at: at - started,
          ms,
          ...outcome(kind, res.status, res.text),
        });
      } catch (err) {
        const code = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
        samples.push({
          kind,
          status: 0,
          code,
          at: at - started,
          ms: performance.now() - at,
          reserved: 0,
        });
      }
    }
    agent.destroy();
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
  return samples;
}
