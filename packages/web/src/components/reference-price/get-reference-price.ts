import type { ReferencePrice } from '@mdc/shared';
import { apiFetch } from '../../lib/api-client';

/** GET /api/library/reference/{id}/price: the reference (CK) price of a printing. */
export const getReferencePrice = (referenceId: string) =>
  apiFetch<ReferencePrice>(`/library/reference/${encodeURIComponent(referenceId)}/price`);
