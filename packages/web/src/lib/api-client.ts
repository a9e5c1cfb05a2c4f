import {
  type DefinitionOf,
  type Endpoint,
  type EndpointAnswer,
  type EndpointInput,
  type Route,
  HTTP_HEADERS,
  INTERNAL_ERROR,
  SESSION_COOKIES,
  SESSION_SUSPENDED_CODE,
  supportCodeText,
} from '@mdc/shared';
import { readCookie } from './cookies';
import { clearSession, refreshSessionState } from './session';
import { noteSessionEnded } from './session-end-notice';

/**
 * The one way the browser calls the API: same-origin cookies, the CSRF header on writes,
 * and every failure turned into an ApiError with a Spanish message to show.
 */
export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly field?: string,
    /** False when the server gave no message of its own (the generic text stands in). */
    readonly explained = true,
    /** The whole error body, for answers that carry more than `{code, message}`. */
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE =
  'No pudimos conectar con el servidor. Revisá tu conexión e intentá nuevamente.';

interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The call's options beyond its input: an abort signal, extra headers (the bot check's). */
export type CallOptions = Pick<ApiRequest, 'signal' | 'headers'>;

/** The endpoint's path with its `:params` filled in, and its query appended. */
export function endpointUrl(route: Route, input: { params?: unknown; query?: unknown }) {
  const params = (input.params ?? {}) as Record<string, string | number>;
  const path = route.path.replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined) query.set(key, String(value));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

/** An endpoint without params, query or body may be called with no input. */
interface NoInput {
  params?: never;
  query?: never;
  body?: never;
}

/**
 * Calls an endpoint at its address in @mdc/shared's `routes` (decision 027): its input and its
 * answer are typed by the endpoint's full definition, the one the server registers its route from
 * (found by type alone, so no schema reaches the browser's bundle).
 * `E` is for the typecheck fixture (api-client.typecheck.ts); callers leave it out.
 */
export function callApi<R extends Route, E extends Endpoint = DefinitionOf<R>>(
  route: R,
  ...[input, options]: NoInput extends EndpointInput<E>
    ? [input?: EndpointInput<E>, options?: CallOptions]
    : [input: EndpointInput<E>, options?: CallOptions]
): Promise<EndpointAnswer<E>> {
  const { body } = (input ?? {}) as { body?: unknown };
  return sendRequest<EndpointAnswer<E>>(endpointUrl(route, input ?? {}), {
    method: route.method,
    body,
    ...options,
  });
}

/** The one fetch behind callApi: cookies, the CSRF header, and failures as ApiError. */
async function sendRequest<T>(path: string, request: ApiRequest = {}): Promise<T> {
  const method = request.method ?? 'GET';
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') {
    const xsrf = readCookie(SESSION_COOKIES.xsrf);
    if (xsrf) headers[HTTP_HEADERS.xsrf] = xsrf;
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: request.signal,
    });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError('NET-000', 0, NETWORK_ERROR_MESSAGE);
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }
  if (!response.ok) {
    // A 401 comes with the session cookies cleared: the page learns it is logged out before
    // the caller handles the error (no terms modal, the login guard takes over).
    if (response.status === 401) refreshSessionState();
    const body = (data ?? {}) as {
      code?: string;
      message?: string;
      field?: string;
      requestId?: string;
    };
    const message = body.message ?? INTERNAL_ERROR.message;
    // The account was suspended since its login: the session ends here, and the shell says why
    // until dismissed (docs/product/accounts-and-sessions.md#sessions).
    if (body.code === SESSION_SUSPENDED_CODE) {
      noteSessionEnded(message);
      clearSession();
    }
    // An unexpected error shows its request id, for the user to quote to support.
    const unexpected = body.code === INTERNAL_ERROR.code && body.requestId;
    throw new ApiError(
      body.code ?? `HTTP-${response.status}`,
      response.status,
      unexpected ? `${message} ${supportCodeText(body.requestId!)}` : message,
      body.field,
      body.message !== undefined,
      data,
    );
  }
  return data as T;
}

/**
 * What to tell the user about a failed call: the server's (or the network's) own words when
 * there are some, else the screen's fallback text.
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.explained ? error.message : fallback;
}
