import type { FastifyInstance, InjectOptions } from 'fastify';

/** One call to `/api…` with these headers and, when given, a JSON payload. */
export function injectApi(
  app: FastifyInstance,
  method: NonNullable<InjectOptions['method']>,
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/api${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}
