import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendCompressedJson } from '../../plugins/compression';

/**
 * Sends `{"results": <cards>, …rest}`, the result cards being JSON text already
 * (result-cards.ts): they are never parsed or serialized again, and the answer is compressed in
 * one call (plugins/compression.ts). The routes' response schemas still document the answers;
 * the API tests check them against the shared schemas.
 */
export function sendSearchAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  resultsJson: string,
  rest: Record<string, unknown>,
): Promise<FastifyReply> {
  const fields = JSON.stringify(rest).slice(1, -1);
  return sendCompressedJson(
    request,
    reply,
    `{"results":${resultsJson}${fields ? `,${fields}` : ''}}`,
  );
}
