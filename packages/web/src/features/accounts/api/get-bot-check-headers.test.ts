import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { QueryClient } from '@tanstack/react-query';
import { createChallenge, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { mockApi } from '../../../testing/mock-api';
import { getBotCheckHeaders } from './get-bot-check-headers';

const SECRET = 'test-secret';
const botCheckOn = { body: { analytics: 'off', botCheck: true, exchangeRate: 1, arsRate: null } };

/** A challenge as the server makes it (deterministic SHA-256), small enough to solve at once. */
const serverChallenge = (action: string) =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: 40,
    deriveKey,
    data: { action },
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: `${SECRET}-key`,
  });

describe('getBotCheckHeaders', () => {
  it('sends nothing and asks for no challenge when the bot check is off', async () => {
    const { calls } = mockApi();
    expect(await getBotCheckHeaders(new QueryClient(), 'search')).toEqual({});
    expect(calls.map((call) => call.path)).toEqual(['/api/config']);
  });

  it('solves the challenge of the action and sends it as R-Token', async () => {
    const challenge = await serverChallenge('delete');
    const { calls } = mockApi({
      'GET /api/config': botCheckOn,
      'GET /api/botcheck/challenge': { body: challenge },
    });
    const headers = await getBotCheckHeaders(new QueryClient(), 'delete');

    expect(calls[1]!.url.searchParams.get('action')).toBe('delete');
    const payload = JSON.parse(atob(headers['R-Token']!)) as {
      challenge: Challenge;
      solution: { counter: number; derivedKey: string };
    };
    expect(payload.challenge).toEqual(challenge);
    const result = await verifySolution({
      challenge: payload.challenge,
      solution: payload.solution,
      deriveKey,
      hmacSignatureSecret: SECRET,
      hmacKeySignatureSecret: `${SECRET}-key`,
    });
    expect(result.verified).toBe(true);
  });

  it('asks the configuration once per page', async () => {
    const { calls } = mockApi();
    const queryClient = new QueryClient();
    await getBotCheckHeaders(queryClient, 'search');
    await getBotCheckHeaders(queryClient, 'modify');
    expect(calls.filter((call) => call.path === '/api/config')).toHaveLength(1);
  });

  it('says so in Spanish when the challenge cannot be solved', async () => {
    const challenge = await serverChallenge('search');
    mockApi({
      'GET /api/config': botCheckOn,
      'GET /api/botcheck/challenge': {
        body: { ...challenge, parameters: { ...challenge.parameters, keyPrefix: 'zz' } },
      },
    });
    const failure = getBotCheckHeaders(new QueryClient(), 'search');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toThrow(ACCOUNT_MESSAGES.botCheckFailure);
  });
});
