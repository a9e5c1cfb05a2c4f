import { AppError } from '../../errors';
import { readMoxfieldDeck, type ReadDeck } from './moxfield-deck';

/**
 * Fetches a deck from Moxfield (`$MOXFIELD_API_URL/v3/decks/all/{deckId}`). A deck Moxfield does
 * not show (404, 403: missing or private) is a 404; anything else that is not a deck (down,
 * slow, 5xx, not JSON) a 502. Never an empty deck for a failure.
 */

export const MOXFIELD_TIMEOUT_MS = 5000;

export async function fetchMoxfieldDeck(
  baseUrl: string,
  deckId: string,
  timeoutMs = MOXFIELD_TIMEOUT_MS,
): Promise<ReadDeck> {
  let json: unknown;
  try {
    const response = await fetch(`${baseUrl}/v3/decks/all/${encodeURIComponent(deckId)}`, {
      headers: { accept: 'application/json', 'user-agent': 'MercadoDeCartas/1.0' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status === 404 || response.status === 403) {
      await response.body?.cancel();
      throw AppError.of('moxfieldDeckNotFound');
    }
    if (!response.ok) throw new Error(`Moxfield answered ${response.status}`);
    json = await response.json();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw moxfieldUnavailable(error);
  }
  const deck = readMoxfieldDeck(deckId, json);
  if (!deck) throw moxfieldUnavailable(new Error('Moxfield answered something that is not a deck'));
  return deck;
}

function moxfieldUnavailable(cause: unknown): AppError {
  const error = AppError.of('moxfieldUnavailable');
  error.cause = cause;
  return error;
}
