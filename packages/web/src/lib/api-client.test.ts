import { ERRORS, INTERNAL_ERROR, routes } from '@mdc/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { ApiError, callApi, endpointUrl } from './api-client';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call did not fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('callApi errors', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("keeps the server's code, message and field", async () => {
    const body = {
      code: 'VAL-400',
      message: 'Nombre inválido.',
      field: 'name',
      requestId: 'r-1234abcd',
    };
    mockApi({ 'POST /api/library': { status: 400, body } });
    const error = await failure(
      callApi(routes.libraries.create, { body: { name: 'x', buying: false } }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect([error.code, error.status, error.message, error.field]).toEqual([
      'VAL-400',
      400,
      'Nombre inválido.',
      'name',
    ]);
    expect(error.body).toEqual(body);
  });

  it('adds the request id to an unexpected error, for support', async () => {
    mockApi({
      'GET /api/library': {
        status: 500,
        body: {
          code: INTERNAL_ERROR.code,
          message: INTERNAL_ERROR.message,
          requestId: 'r-1234abcd',
        },
      },
    });
    const error = await failure(callApi(routes.libraries.list, { query: {} }));
    expect(error.message).toBe(`${INTERNAL_ERROR.message} Código de soporte: r-1234abcd`);
  });

  it('shows no id for an expected error, nor for an answer without one', async () => {
    const { code, message } = ERRORS.overloaded;
    mockApi({
      'GET /api/library': { status: 503, body: { code, message, requestId: 'r-1234abcd' } },
      'GET /api/user': { status: 500 },
    });
    expect((await failure(callApi(routes.libraries.list, { query: {} }))).message).toBe(message);
    expect((await failure(callApi(routes.accounts.profile))).message).toBe(INTERNAL_ERROR.message);
  });
});

describe('endpointUrl', () => {
  it('fills the path params, encoded, and appends the query without undefined values', () => {
    expect(endpointUrl(routes.libraries.sale.deleteCard, { params: { id: 'a/b c' } })).toBe(
      '/library/card/a%2Fb%20c',
    );
    expect(
      endpointUrl(routes.libraries.list, { query: { buying: 'true', other: undefined } }),
    ).toBe('/library?buying=true');
    expect(endpointUrl(routes.libraries.list, { query: {} })).toBe('/library');
  });
});
