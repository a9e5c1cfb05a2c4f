import { vi } from 'vitest';

/** One recorded call to the mocked API. */
export interface ApiCall {
  method: string;
  path: string;
  url: URL;
  body: unknown;
  headers: Headers;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

/**
 * Replaces fetch with a table of answers keyed by 'METHOD /api/path' (decoded, no query) and
 * records every call. Unknown routes answer 404 in the API's error shape.
 */
export function mockApi(handlers: Record<string, Handler> = {}): { calls: ApiCall[] } {
  const table: Record<string, Handler> = {
    'GET /api/config': {
      body: { analytics: 'off', botCheck: false, exchangeRate: 1, arsRate: null },
    },
    ...handlers,
  };
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const call: ApiCall = {
        method,
        path: decodeURIComponent(url.pathname),
        url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: new Headers(init.headers),
      };
      calls.push(call);
      const handler = table[`${method} ${call.path}`];
      const reply = !handler
        ? { status: 404, body: { code: 'GEN-404', message: 'Recurso no encontrado.' } }
        : typeof handler === 'function'
          ? await handler(call)
          : handler;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { calls };
}

/** A reply that never comes, to look at a screen while its request runs. */
export const pendingReply = () => new Promise<MockReply>(() => {});

/**
 * A reply the test gives when it chooses: `handler` answers every request with it, whether the
 * request arrives before or after `give` (a busy machine may send it after the spinner shows).
 */
export function heldReply() {
  let give: (reply: MockReply) => void = () => {};
  const reply = new Promise<MockReply>((resolve) => (give = resolve));
  return { handler: () => reply, give };
}
