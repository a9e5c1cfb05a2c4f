import type { FastifyRequest } from 'fastify';

/** The route options an endpoint's definition implies (lib/route.ts): rate limits, serializers. */

/** Per client address (the global limit's key), tighter than the global limit. */
export const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Counted per user after requireUser, so one account cannot spread its calls over addresses. */
export const perUserPerMinute = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.auth ? `user:${request.auth.user.id}` : `ip:${request.ip}`,
  },
});

/**
 * For a hot route whose answer is built field by field from typed rows: JSON.stringify instead
 * of the zod serializer, whose validation of hundreds of objects costs more than the rest of
 * the answer. The route's schema still documents it, and its API test parses the answer with
 * that schema.
 */
export const unvalidatedSerializer = () => (data: unknown) => JSON.stringify(data);
