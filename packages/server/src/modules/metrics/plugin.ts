import { createHash, timingSafeEqual } from 'node:crypto';
import { healthApi } from '@mdc/shared';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors';
import { route, type ZodApp } from '../../lib/route';
import { createMetrics, type AppMetrics } from './metrics';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** This machine: all of 127.0.0.0/8, ::1, and 127.x as an IPv4-mapped IPv6 address. */
const LOOPBACK = /^(?:::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$|^::1$/i;
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Metrics (docs/operations.md#metrics): every answered request counted and timed by
 * its route's pattern and status, and GET /metrics in Prometheus' format for this machine's own
 * clients (request.ip: behind a proxy, with TRUST_PROXY=on, the real client's address) or,
 * when METRICS_TOKEN is set, for whoever sends it as a Bearer token. Others get a 403.
 */
export const metricsPlugin = fp(async (app) => {
  const metrics = createMetrics(app.db);
  app.decorate('metrics', metrics);
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });

  const token = app.config.metricsToken;
  const allowed = (request: FastifyRequest) => {
    if (LOOPBACK.test(request.ip)) return true;
    const sent = request.headers.authorization?.match(/^Bearer (.+)$/)?.[1];
    return Boolean(token && sent && timingSafeEqual(digest(sent), digest(token)));
  };
  route(app as ZodApp, healthApi.metrics, async (request, reply) => {
    if (!allowed(request)) throw AppError.of('forbidden');
    const { contentType, text } = await metrics.render();
    return reply.type(contentType).send(text);
  });
});
