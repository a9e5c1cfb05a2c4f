import type { z } from 'zod';
import { errorBodySchema } from '../error-body';

/**
 * One endpoint of the API, defined once (decision 027): the server registers its route from it
 * (packages/server/src/lib/route.ts), the web calls it through a client typed by it
 * (packages/web/src/lib/api-client.ts), and the OpenAPI document at /api/docs is written from it.
 * A change to a path, a method, an input or an answer here that one side does not follow fails
 * that side's typecheck.
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/** Who may call: anyone, anyone with the caller known when logged in, or logged-in users only. */
export type Auth = 'none' | 'optional' | 'user';

/**
 * A rate limit tighter than the global one, in calls per minute: counted per client address, or
 * per account (after the login check, so one account cannot spread its calls over addresses).
 * `'global'`: only the global limit; `'off'`: none at all (health probes, metrics).
 */
export type Limit = { perMinute: number; per: 'address' | 'user' } | 'global' | 'off';

export interface Endpoint {
  method: Method;
  /** Fastify's form, under /api (but /metrics, at the root): `/library/:id`. */
  path: string;
  auth: Auth;
  limit: Limit;
  tags: readonly string[];
  summary: string;
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Every status the endpoint answers, each with its body's schema. */
  responses: Readonly<Record<number, z.ZodType>>;
}

export const endpoint = <const E extends Endpoint>(definition: E): E => definition;

/** `responses: { 200: …, ...errorAnswers(400, 401) }`: these statuses answer `{code, message}`. */
export const errorAnswers = <const S extends number>(...statuses: S[]) =>
  Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    S,
    typeof errorBodySchema
  >;

export const perAddress = (perMinute: number) => ({ perMinute, per: 'address' }) as const;
export const perUser = (perMinute: number) => ({ perMinute, per: 'user' }) as const;

type SuccessStatus = 200 | 201 | 202 | 204;
type SchemaOf<E extends Endpoint, K extends keyof Endpoint> = E[K] extends z.ZodType ? E[K] : never;

/** What a caller sends, by part: only the parts the endpoint has. */
export type EndpointInput<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: z.input<SchemaOf<E, 'params'>> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query: z.input<SchemaOf<E, 'query'>> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: z.input<SchemaOf<E, 'body'>> } : { body?: never });

/** The successful answer's body, as the caller reads it. */
export type EndpointAnswer<E extends Endpoint> = {
  [S in keyof E['responses'] & SuccessStatus]: z.output<E['responses'][S]>;
}[keyof E['responses'] & SuccessStatus];
