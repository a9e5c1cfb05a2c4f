import { type reputationSchema, type reservationsApi, routes } from '@mdc/shared';
import { callApi } from './api-client';

/**
 * Checked by `npm run typecheck`, never run: a caller reads what its endpoint's definition says
 * the server answers. The address finds the real definition (a reservation list); with a definition
 * whose answer changed, the same code fails. Were the client to stop typing answers from
 * definitions (an `any` answer), the `@ts-expect-error` lines would themselves fail the typecheck.
 * The server's side: packages/server/src/lib/route.typecheck.ts.
 */
type Changed = Omit<typeof reservationsApi.list, 'responses'> & {
  responses: { 200: typeof reputationSchema };
};
const list = routes.reservations.list;

export async function readsTheAnswer() {
  const reservations = await callApi(list, { query: { selling: 'true' } });
  reservations.map((reservation) => reservation.reservationId);
  // @ts-expect-error: a reservation has no such field.
  reservations.map((reservation) => reservation.notAField);
  const changed = await callApi<typeof list, Changed>(list, { query: { selling: 'true' } });
  // @ts-expect-error: the changed definition answers one reputation, not a list.
  changed.map((reservation) => reservation.reservationId);
  // @ts-expect-error: the query's `selling` is 'true' or 'false', as the server parses it.
  await callApi(list, { query: { selling: true } });
}
