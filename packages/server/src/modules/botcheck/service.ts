import {
  botCheckActionSchema,
  botCheckChallengeSchema,
  type BotCheckAction,
  type BotCheckChallenge,
} from '@mdc/shared';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { eq, lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { botCheckUses } from '../../db/schema/index';
import { AppError } from '../../errors';
import { getBotCheckSecrets } from './secret';

/**
 * ALTCHA v2 proof of work in deterministic mode: the server picks the counter the client must
 * find by trying 0, 1, 2…, so the work is bounded (SHA-256, by default 10k–100k hashes, about a
 * second in a browser; `BOT_CHECK_HASHES` sets the most) and checking a solution costs one HMAC.
 * The action is signed into the challenge.
 */

const ALGORITHM = 'SHA-256';
const CHALLENGE_TTL_MS = 10 * 60 * 1000;

export async function createBotCheckChallenge(
  db: Database,
  action: BotCheckAction,
  now: Date,
  maxHashes: number,
): Promise<BotCheckChallenge> {
  const secrets = await getBotCheckSecrets(db);
  const challenge = await createChallenge({
    algorithm: ALGORITHM,
    cost: 1,
    counter: randomInt(maxHashes, Math.ceil(maxHashes / 10)),
    deriveKey,
    data: { action },
    expiresAt: new Date(now.getTime() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.derivedKey,
  });
  return challenge as BotCheckChallenge;
}

const payloadSchema = z.object({
  challenge: botCheckChallengeSchema,
  solution: z.object({ counter: z.number(), derivedKey: z.string(), time: z.number().optional() }),
});

function parseToken(token: string): z.infer<typeof payloadSchema> {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    throw AppError.of('botCheckInvalid');
  }
  // Keep the parsed object as sent: its parameters are signed, unknown keys included.
  if (!payloadSchema.safeParse(decoded).success) throw AppError.of('botCheckInvalid');
  return decoded as z.infer<typeof payloadSchema>;
}

/**
 * Checks an `R-Token` for an action (any action when none is given). `spend` records the
 * challenge as used until it expires, so one solution opens one request.
 */
export async function verifyBotCheckToken(
  db: Database,
  token: string,
  options: { action?: BotCheckAction; now: Date; spend: boolean },
): Promise<BotCheckAction> {
  const { challenge, solution } = parseToken(token);
  const { nonce, expiresAt, data } = challenge.parameters as Challenge['parameters'];
  if (!expiresAt || expiresAt * 1000 <= options.now.getTime()) {
    throw AppError.of('botCheckInvalid');
  }
  const secrets = await getBotCheckSecrets(db);
  const result = await verifySolution({
    challenge: challenge as Challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.derivedKey,
  });
  const action = botCheckActionSchema.safeParse(data?.action);
  if (!result.verified || !action.success) throw AppError.of('botCheckInvalid');
  if (options.action && action.data !== options.action) throw AppError.of('botCheckInvalid');

  if (options.spend) {
    const inserted = await db
      .insert(botCheckUses)
      .values({ nonce, expiresAt: new Date(expiresAt * 1000) })
      .onConflictDoNothing()
      .returning({ nonce: botCheckUses.nonce });
    if (inserted.length === 0) throw AppError.of('botCheckReused');
  } else {
    const [used] = await db
      .select({ nonce: botCheckUses.nonce })
      .from(botCheckUses)
      .where(eq(botCheckUses.nonce, nonce));
    if (used) throw AppError.of('botCheckReused');
  }
  return action.data;
}

export async function deleteExpiredBotCheckUses(db: Database, now: Date): Promise<number> {
  const deleted = await db
    .delete(botCheckUses)
    .where(lt(botCheckUses.expiresAt, now))
    .returning({ nonce: botCheckUses.nonce });
  return deleted.length;
}
