import type { CardSetOption, CardSummaryResponse, ImportedCard } from '@mdc/shared';
import { apiFetch } from '../../../lib/api-client';

/** The catalog calls the library screens use (answered by the server's catalog module). */

/** GET /api/library/reference/set?name=: the printings of a card, with images and prices. */
export const getCardSets = (name: string, signal?: AbortSignal) =>
  apiFetch<CardSetOption[]>(`/library/reference/set?name=${encodeURIComponent(name)}`, { signal });

/** POST /api/library/card/summary: imported rows resolved against the catalog. */
export const summarizeImportedCards = (rows: ImportedCard[]) =>
  apiFetch<CardSummaryResponse>('/library/card/summary', { method: 'POST', body: rows });
