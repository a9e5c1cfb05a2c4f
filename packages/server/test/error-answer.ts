import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { RawAnswer } from './raw-http';

/** An error body as a test expects it: all of it but `requestId` (code, message, field…). */
export type ExpectedError = { code: string; message: string; field?: string } & Record<
  string,
  unknown
>;

/**
 * Asserts an error answer (docs/product/api.md#errors): its status; its body exactly, apart from
 * `requestId` (a wrong or missing code, message or field, or a key too many, fails); and, when the
 * body has a `requestId`, that it is the answer's `X-Request-Id`. Takes app.inject's answer or a
 * raw socket's (test/raw-http.ts). `note` names the case in a failure, as expect's second argument.
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
  if ('requestId' in body) expect(requestId, note).toBe(answer.headers['x-request-id']);
}
