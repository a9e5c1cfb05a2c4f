import type { FastifyReply, FastifyRequest } from 'fastify';
import { joinedJson } from '../../lib/joined-json';
import { sendCompressedJson } from '../../plugins/compression';

/**
 * Sends `{"results": [<cards>], …rest}`, the result cards being JSON texts already
 * (result-cards.ts): they are never parsed or serialized again, only written into the answer's
 * bytes (lib/joined-json.ts), and the answer is compressed in one call (plugins/compression.ts).
 * The routes' response schemas still document the answers; the API tests check them against
 * the shared schemas.
 */
export function sendSearchAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  resultCards: string[],
  rest: Record<string, unknown>,
): Promise<FastifyReply> {
  const fields = JSON.stringify(rest).slice(1, -1);
  const body = joinedJson('{"results":[', resultCards, `]${fields ? `,${fields}` : ''}}`);
  return sendCompressedJson(request, reply, body);
}
