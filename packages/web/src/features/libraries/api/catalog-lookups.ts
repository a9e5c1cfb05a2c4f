import { routes } from '@mdc/shared';
import type { ImportedCard } from '@mdc/shared';
import { callApi } from '../../../lib/api-client';

/** The catalog calls the library screens use (answered by the server's catalog module). */

/** GET /api/library/reference/set?name=: the printings of a card, with images and prices. */
export const getCardSets = (name: string, signal?: AbortSignal) =>
  callApi(routes.catalog.sets, { query: { name } }, { signal });

/** POST /api/library/card/summary: imported rows resolved against the catalog. */
export const summarizeImportedCards = (rows: ImportedCard[]) =>
  callApi(routes.catalog.summary, { body: rows });
