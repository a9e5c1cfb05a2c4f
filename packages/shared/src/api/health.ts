import { z } from 'zod';
import { errorBodySchema } from '../error-body';
import { endpoint } from './endpoint';
import { routes } from './routes';

const tags = ['health'];

/**
 * Liveness (the process answers, its database too) and readiness for a load balancer
 * (docs/operations.md#readiness): 200 only when the database answers with every migration of this
 * build applied and the process is not draining before a stop. Never rate-limited.
 */
export const healthApi = {
  health: endpoint({
    ...routes.health.health,
    auth: 'none',
    limit: 'off',
    tags,
    summary: 'Liveness and database reachability',
    responses: {
      200: z.object({ status: z.literal('ok'), database: z.literal('ok') }),
      503: errorBodySchema,
    },
  }),
  ready: endpoint({
    ...routes.health.ready,
    auth: 'none',
    limit: 'off',
    tags,
    summary: 'Readiness: database reachable, migrations applied, not shutting down',
    responses: { 200: z.object({ status: z.literal('ready') }), 503: errorBodySchema },
  }),
  /** At the server's root, not under /api; a text answer for Prometheus (docs/operations.md#metrics). */
  metrics: endpoint({
    ...routes.health.metrics,
    auth: 'none',
    limit: 'off',
    tags,
    summary: 'Prometheus metrics (this machine, or Authorization: Bearer METRICS_TOKEN)',
    // Sent as it is, in Prometheus' text format (a string is never serialized again).
    responses: { 200: z.string(), 403: errorBodySchema },
  }),
};
