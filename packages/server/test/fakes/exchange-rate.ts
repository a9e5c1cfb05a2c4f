import http from 'node:http';
import { listenLocally } from '../local-server';

/**
 * A local stand-in for a daily dollar-rate API in dolarapi.com's shape (GET /v1/dolares/oficial →
 * `{ moneda, casa, nombre, compra, venta, fechaActualizacion }`), for ARS_RATE_URL in tests.
 *
 *   const rates = await startFakeExchangeRate();   // ARS_RATE_URL = rates.url
 *   rates.answer({ status: 503 }) | rates.answer({ body: '…' })   → the next answers
 */
export interface FakeExchangeRate {
  url: string;
  requests: number;
  answer(reply: { status?: number; body?: unknown }): void;
  close(): Promise<void>;
}

export const OFFICIAL_RATE = {
  moneda: 'USD',
  casa: 'oficial',
  nombre: 'Oficial',
  compra: 1415,
  venta: 1465.5,
  fechaActualizacion: '2026-11-26T13:00:00.000Z',
};

export async function startFakeExchangeRate(): Promise<FakeExchangeRate> {
  let reply: { status?: number; body?: unknown } = { body: OFFICIAL_RATE };
  const fake = { requests: 0 } as FakeExchangeRate;
  const server = http.createServer((request, response) => {
    fake.requests += 1;
    const body = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
    response.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
    response.end(body);
  });
  const { url, close } = await listenLocally(server);
  return Object.assign(fake, {
    url: `${url}/v1/dolares/oficial`,
    answer: (next: typeof reply) => {
      reply = next;
    },
    close,
  });
}
