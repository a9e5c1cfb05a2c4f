import { reputationSchema, reservationsApi } from '@mdc/shared';
import { callApi } from './api-client';

/**
 * Checked by `npm run typecheck`, never run: a caller reads what its endpoint's definition says
 * the server answers. The same code compiles against the real definition and fails against one
 * whose answer changed; were the client to stop typing answers from definitions, the
 * `@ts-expect-error` below would itself fail the typecheck. The server's side:
 * packages/server/src/lib/route.typecheck.ts.
 */
const changed = {
  ...reservationsApi.list,
  responses: { ...reservationsApi.list.responses, 200: reputationSchema },
};

export async function readsTheAnswer() {
  const list = await callApi(reservationsApi.list, { query: { selling: 'true' } });
  list.map((reservation) => reservation.reservationId);
  const changedList = await callApi(changed, { query: { selling: 'true' } });
  // @ts-expect-error: the definition now answers one reputation, not a list.
  changedList.map((reservation) => reservation.reservationId);
  // @ts-expect-error: the query's `selling` is 'true' or 'false', as the server parses it.
  await callApi(reservationsApi.list, { query: { selling: true } });
}
