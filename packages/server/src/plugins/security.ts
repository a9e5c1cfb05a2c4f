import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { redisWithFallback, untilConnected } from './rate-limit-store';

/**
 * Headers, cookies and the per-IP rate limit every route shares. Routes opt into tighter
 * limits with `config.rateLimit`; with REDIS_URL the counters are shared by all instances (counted
 * in process while Redis is away: rate-limit-store.ts).
 */
export async function registerSecurity(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // MUI (emotion) injects its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https://cards.scryfall.io'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(config.publicUrl.startsWith('https:') ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Card images come from Scryfall's CDN.
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: config.publicUrl.startsWith('https:'),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

  await app.register(cookie);

  // API answers carry session tokens and personal data: no browser or proxy cache may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
  });

  let store: FastifyRateLimitStoreCtor | undefined;
  if (config.redisUrl) {
    // Loaded when used: a start without Redis does not pay for ioredis.
    const { default: Redis } = await import('ioredis');
    const redis = new Redis(config.redisUrl, {
      maxRetriesPerRequest: 1,
      enableOfflineQueue: false,
    });
    // Without Redis the limits are counted in this process, and the log says so (the store).
    store = redisWithFallback(redis, 'mdc-rl:', app.log);
    // The first requests are counted with the other instances too (a test saw one counted alone).
    app.addHook('onReady', () => untilConnected(redis));
    app.addHook('onClose', async () => {
      redis.disconnect();
    });
  }
  await app.register(rateLimit, {
    global: true,
    // Generous: many mobile users in Argentina share one address behind carrier NAT.
    max: 1000,
    timeWindow: '1 minute',
    // Only the API is counted: one page load fetches up to ~40 code-split files, so counting
    // them would refuse the files of a page (a blank screen) long before the API needs guarding.
    allowList: (request) => !request.url.startsWith('/api/'),
    ...(store ? { store } : {}),
    // The error handler turns this into the Spanish SEC-429 body.
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `rate limit: retry in ${context.after}`,
    }),
  });
}
