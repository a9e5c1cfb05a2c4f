import { ERRORS, type ErrorKey } from '@mdc/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RawAnswer } from './raw-http';

/** An error body as a test expects it: all of it but `requestId` (code, message, field…). */
export type ExpectedError = { code: string; message: string; field?: string } & Record<
  string,
  unknown
>;

/** A catalog error's body as expected (error-codes.ts): its code and default message. */
export const catalogError = (key: ErrorKey): ExpectedError => ({
  code: ERRORS[key].code,
  message: ERRORS[key].message,
});

/**
 * Asserts an error answer (docs/product/api.md#errors): its status; its body exactly, apart from
 * `requestId` (a wrong or missing code, message or field, or a key too many, fails); and its
 * `requestId`, which must be the answer's `X-Request-Id`. Takes app.inject's answer or a raw
 * socket's (test/raw-http.ts). `note` names the case in a failure, as expect's second argument.
 */
export function expectError(
  answer: LightMyRequestResponse | RawAnswer,
  status: number,
  expected: ExpectedError,
  note?: string,
): void {
  const [statusCode, body] =
    'statusCode' in answer
      ? [answer.statusCode, answer.json<Record<string, unknown>>()]
      : [answer.status, JSON.parse(answer.body) as Record<string, unknown>];
  expect(statusCode, note).toBe(status);
  const { requestId, ...rest } = body;
  expect(rest, note).toEqual(expected);
  expect(requestId, note).toEqual(expect.any(String));
  expect(requestId, note).toBe(answer.headers['x-request-id']);
}
