import type { FastifyReply } from 'fastify';

/**
 * Answers whose result cards PostgreSQL already wrote as JSON (result-cards.ts): the cards are
 * never parsed or serialized again. The routes' response schemas still document the answers;
 * the API tests check them against the shared schemas.
 */

/** Sends `json`, a JSON text, as the answer. */
export const sendJsonText = (reply: FastifyReply, json: string): FastifyReply =>
  reply.type('application/json; charset=utf-8').send(json);

/** Sends `{"results": <cards>, …rest}`. */
export function sendSearchAnswer(
  reply: FastifyReply,
  resultsJson: string,
  rest: Record<string, unknown>,
): FastifyReply {
  const fields = JSON.stringify(rest).slice(1, -1);
  return sendJsonText(reply, `{"results":${resultsJson}${fields ? `,${fields}` : ''}}`);
}
