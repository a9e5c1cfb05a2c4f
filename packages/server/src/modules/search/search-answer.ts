import type { WantedCard } from '@mdc/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { joinedJson } from '../../lib/joined-json';
import { sendCompressedJson } from '../../plugins/compression';

/**
 * Sends `{"wanted": […], "results": [<cards>], …rest}`, the result cards being JSON texts already
 * (result-cards.ts): they are never parsed or serialized again, only written into the answer's
 * bytes (lib/joined-json.ts), and the answer is compressed in one call (plugins/compression.ts).
 * `wanted` goes first: the cards' searched names then repeat its names, which compresses better
 * than the other way round (bench/README.md, Search). The routes' response schemas still
 * document the answers; the API tests check them against the shared schemas.
 */
export function sendSearchAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  resultCards: string[],
  { wanted, ...rest }: { wanted: WantedCard[] } & Record<string, unknown>,
): Promise<FastifyReply> {
  const fields = JSON.stringify(rest).slice(1, -1);
  const head = `{"wanted":${JSON.stringify(wanted)},"results":[`;
  const body = joinedJson(head, resultCards, `]${fields ? `,${fields}` : ''}}`);
  return sendCompressedJson(request, reply, body);
}
