import { routes } from '@mdc/shared';
import { callApi } from '../../lib/api-client';

/** GET /api/library/reference/{id}/price: the reference (CK) price of a printing. */
export const getReferencePrice = (referenceId: string) =>
  callApi(routes.catalog.referencePrice, { params: { id: referenceId } });
