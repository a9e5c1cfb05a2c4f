import type { FastifyReply, FastifyRequest } from 'fastify';
import { asciiJson } from '../../lib/ascii-json';
import { sendCompressedJson } from '../../plugins/compression';

/**
 * Sends `{"results": <cards>, …rest}`, the result cards being JSON text already
 * (result-cards.ts): they are never parsed or serialized again, and the answer is compressed in
 * one call (plugins/compression.ts). The cards are ASCII, and so is the rest (`asciiJson`): the
 * whole answer stays one byte a character in this process. The routes' response schemas still
 * document the answers; the API tests check them against the shared schemas.
 */
export function sendSearchAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  resultsJson: string,
  rest: Record<string, unknown>,
): Promise<FastifyReply> {
  const fields = asciiJson(rest).slice(1, -1);
  return sendCompressedJson(
    request,
    reply,
    `{"results":${resultsJson}${fields ? `,${fields}` : ''}}`,
  );
}
