import type { Reputation } from './reputation';

/** The words of a reputation (reputation.ts), without zod: the screens import these. */

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const REPUTATION_TEXTS = {
  /** The short line beside a user name: '23 entregas · desde 2025'. */
  summary: (r: Pick<Reputation, 'deliveries' | 'memberSince'>) =>
    `${count(r.deliveries, 'entrega', 'entregas')} · desde ${r.memberSince.slice(0, 4)}`,
  /** Every count, for a longer place (a tooltip, the public library). */
  details: (r: Reputation) =>
    [
      count(r.deliveries, 'entrega confirmada', 'entregas confirmadas'),
      count(r.purchases, 'compra recibida', 'compras recibidas'),
      count(
        r.cancellations,
        'reserva cancelada tras la respuesta',
        'reservas canceladas tras la respuesta',
      ),
      count(r.expirations, 'reserva vencida sin responder', 'reservas vencidas sin responder'),
    ].join(' · '),
  notFound: 'No encontramos ese usuario.',
  /** The public library's line about its owner: 'De ana_cartas · Capital, Córdoba'. */
  owner: (user: string, city: string | null, region: string | null) =>
    `De ${user}${city || region ? ` · ${[city, region].filter(Boolean).join(', ')}` : ''}`,
} as const;
