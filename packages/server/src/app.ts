import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { spanishZodErrors } from '@mdc/shared';
import { z } from 'zod';
import { systemClock, type Clock } from './clock';
import type { Config } from './config';
import { openDatabase, type Database, type DatabaseHandle } from './db/client';
import { installErrorHandler } from './errors';
import { loginRoutes } from './modules/accounts/login-routes';
import { accountRoutes } from './modules/accounts/routes';
import { botCheckRoutes } from './modules/botcheck/routes';
import { catalogBackground } from './modules/catalog/background';
import { catalogRoutes } from './modules/catalog/routes';
import { configRoutes } from './modules/client-config/routes';
import { eventsRoutes } from './modules/events/routes';
import { geoRoutes } from './modules/geo/routes';
import { healthRoutes } from './modules/health/routes';
import { listedLinesByPrinting } from './modules/libraries/index';
import { libraryRoutes } from './modules/libraries/routes';
import { mailPlugin } from './modules/mail/plugin';
import { metricsPlugin } from './modules/metrics/index';
import { blockRoutes } from './modules/blocks/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { moderationRoutes } from './modules/moderation/routes';
import { placeRoutes } from './modules/places/routes';
import { reportRoutes } from './modules/reports/routes';
import { reservationRoutes } from './modules/reservations/routes';
import { searchRoutes } from './modules/search/routes';
import { sessionsPlugin } from './modules/sessions/plugin';
import { registerCompression } from './plugins/compression';
import { registerDocs } from './plugins/docs';
import { registerSecurity } from './plugins/security';
import { answerClientError, answerFrameworkError } from './plugins/transport-errors';
import { registerUnderPressure, type PressureLimits } from './plugins/under-pressure';
import { answerWhileClosing, slowClientOptions } from './plugins/slow-clients';
import { echoRequestId, requestIdFor } from './plugins/request-id';
import { registerWeb } from './plugins/web';
import { lingerOnEarlyAnswers } from './plugins/lingering-close';
import { answerOddRequests, HTTP_SERVER_OPTIONS } from './plugins/odd-requests';
import { loggerOptions } from './logger';
import { wireModules } from './module-wiring';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Database;
    database: DatabaseHandle;
    clock: Clock;
    /** Set when the process is about to stop: GET /api/ready answers 503 (serve.ts). */
    readiness: { draining: boolean };
  }
}

z.config(spanishZodErrors());

export interface BuildOptions {
  /** An already opened (and migrated) database, e.g. a test's; otherwise the configured one is opened and migrated. */
  database?: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Where the app reads the time; tests pass one they can move. */
  clock?: Clock;
  /** Load-shedding thresholds; tests lower them to see the 503. */
  pressure?: Partial<PressureLimits>;
}

/** Builds the whole app without listening: plugins external → app → routes. */
export async function buildApp(
  config: Config,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  wireModules();
  const serverOptions = slowClientOptions(config.requestTimeoutSeconds);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    trustProxy: config.trustProxy,
    bodyLimit: 5 * 1024 * 1024,
    // Path parameters hold e-mail addresses (up to 254 characters); longer ones get a 414.
    routerOptions: { maxParamLength: 512 },
    // Router and HTTP-parser refusals never reach the error handler: answered in Spanish here.
    frameworkErrors: (error, request, reply) =>
      answerFrameworkError(error, request, reply as FastifyReply),
    clientErrorHandler: answerClientError,
    genReqId: requestIdFor,
    ...serverOptions,
    http: { ...serverOptions.http, ...HTTP_SERVER_OPTIONS },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  echoRequestId(app);
  lingerOnEarlyAnswers(app);
  answerOddRequests(app);
  // JSON only: a text/plain body is what a cross-site form can send without asking (415 now).
  app.removeContentTypeParser('text/plain');

  const database = options.database ?? (await openDatabase(config));
  if (!options.database) await database.migrate();
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('clock', options.clock ?? systemClock);
  app.decorate('readiness', { draining: false });
  app.addHook('onClose', async () => {
    await database.close();
  });

  // First: a stopping or overloaded process refuses work before doing any.
  answerWhileClosing(app);
  await registerUnderPressure(app, options.pressure);
  // At the root: the jobs and the tests reach the mail outbox's deliverer through the app.
  await app.register(mailPlugin);
  await app.register(metricsPlugin);
  await registerCompression(app);
  await registerSecurity(app, config);
  await registerDocs(app);

  await app.register(
    async (api) => {
      // Sessions first: every route registered after it can use app.requireUser.
      await api.register(sessionsPlugin);
      await api.register(healthRoutes);
      await api.register(configRoutes);
      await api.register(eventsRoutes);
      await api.register(botCheckRoutes);
      await api.register(loginRoutes);
      await api.register(accountRoutes);
      await api.register(geoRoutes);
      await api.register(catalogRoutes, { listedLines: listedLinesByPrinting });
      await api.register(catalogBackground);
      await api.register(libraryRoutes);
      await api.register(searchRoutes);
      await api.register(reservationRoutes);
      await api.register(placeRoutes);
      await api.register(reportRoutes);
      await api.register(blockRoutes);
      await api.register(notificationRoutes);
      await api.register(moderationRoutes);
    },
    { prefix: '/api' },
  );

  await registerWeb(app, config.webDistDir);
  return app;
}
