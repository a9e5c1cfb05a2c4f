import { ERRORS, INTERNAL_ERROR } from '@mdc/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../testing/mock-api';
import { apiFetch, ApiError } from './api-client';

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the call did not fail');
    },
    (error: unknown) => error as ApiError,
  );

describe('apiFetch errors', () => {
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
    const error = await failure(apiFetch('/library', { method: 'POST', body: {} }));
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
    const error = await failure(apiFetch('/library'));
    expect(error.message).toBe(`${INTERNAL_ERROR.message} Código de soporte: r-1234abcd`);
  });

  it('shows no id for an expected error, nor for an answer without one', async () => {
    const { code, message } = ERRORS.overloaded;
    mockApi({
      'GET /api/library': { status: 503, body: { code, message, requestId: 'r-1234abcd' } },
      'GET /api/user': { status: 500 },
    });
    expect((await failure(apiFetch('/library'))).message).toBe(message);
    expect((await failure(apiFetch('/user'))).message).toBe(INTERNAL_ERROR.message);
  });
});
