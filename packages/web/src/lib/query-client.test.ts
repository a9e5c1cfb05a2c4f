import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { retryQuery } from './query-client';

const answer = (status: number) => new ApiError(`HTTP-${status}`, status, 'mensaje');

describe('retryQuery', () => {
  it('tries a busy server (503) three more times', () => {
    expect([0, 1, 2, 3].map((failures) => retryQuery(failures, answer(503)))).toEqual([
      true,
      true,
      true,
      false,
    ]);
  });

  it('tries other failures once more', () => {
    for (const error of [answer(500), answer(429), new TypeError('Failed to fetch')]) {
      expect([retryQuery(0, error), retryQuery(1, error)]).toEqual([true, false]);
    }
  });
});
