import type { Endpoint, Limit } from '@mdc/shared';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyInstance,
  FastifySerializerCompiler,
  preHandlerAsyncHookHandler,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteOptions,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { perMinute, perUserPerMinute } from './route-options';

/**
 * Registers a route from its endpoint's definition in @mdc/shared (decision 027): path, method,
 * schemas, auth and rate limit all come from there, so no route file spells a path. The handler
 * is typed by the definition: its request's params, query and body, and the answers it may
 * return or send — a definition's answer changed and a handler not following fails the
 * typecheck.
 */
export type ZodApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

type Part<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E[K] extends z.ZodType
  ? E[K]
  : undefined;

/** The fastify schema the definition implies, as the zod type provider reads it. */
export interface EndpointSchema<E extends Endpoint> {
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  body: Part<E, 'body'>;
  response: E['responses'];
}

export type EndpointHandler<E extends Endpoint> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  EndpointSchema<E>,
  ZodTypeProvider
>;

export interface RouteExtras {
  /** Checks that run after the endpoint's auth (e.g. the bot check). */
  preHandler?: preHandlerAsyncHookHandler[];
  /** For a hot route whose answer is built field by field (route-options.ts). */
  serializerCompiler?: FastifySerializerCompiler<unknown>;
  /** A body larger than the server's default that this route accepts (an import, a deck). */
  bodyLimit?: number;
}

const SESSION_SECURITY: Record<string, string[]>[] = [{ cookie: [] }, { bearer: [] }];
/** Optional auth: a session when there is one, else none (the empty requirement). */
const OPTIONAL_SECURITY = [...SESSION_SECURITY, {}];

function limitConfig(limit: Limit) {
  if (limit === 'global') return {};
  if (limit === 'off') return { rateLimit: false as const };
  return limit.per === 'user' ? perUserPerMinute(limit.perMinute) : perMinute(limit.perMinute);
}

export function route<E extends Endpoint>(
  app: ZodApp,
  definition: E,
  handler: EndpointHandler<E>,
  extras: RouteExtras = {},
): void {
  const auth = {
    none: [],
    optional: [app.identifyUser],
    user: [app.requireUser],
  }[definition.auth];
  const preHandler = [...auth, ...(extras.preHandler ?? [])];
  const options: RouteOptions = {
    method: definition.method,
    url: definition.path,
    schema: {
      tags: [...definition.tags],
      summary: definition.summary,
      ...(definition.description && { description: definition.description }),
      ...(definition.auth === 'user' && { security: SESSION_SECURITY }),
      ...(definition.auth === 'optional' && { security: OPTIONAL_SECURITY }),
      ...(definition.params && { params: definition.params }),
      ...(definition.query && { querystring: definition.query }),
      ...(definition.body && { body: definition.body }),
      response: definition.responses,
    },
    ...(preHandler.length && { preHandler }),
    config: limitConfig(definition.limit),
    ...(extras.serializerCompiler && { serializerCompiler: extras.serializerCompiler }),
    ...(extras.bodyLimit && { bodyLimit: extras.bodyLimit }),
    handler: handler as unknown as RouteOptions['handler'],
  };
  app.route(options);
}
