import { type Reservation, reputationSchema, reservationsApi } from '@mdc/shared';
import { route, type ZodApp } from './route';

/**
 * Checked by `npm run typecheck`, never run: a route must follow its endpoint's definition. The
 * same handler compiles against the real definition and fails against one whose answer changed;
 * were the definition to stop constraining handlers, the `@ts-expect-error` below would itself
 * fail the typecheck. The web's side: packages/web/src/lib/api-client.typecheck.ts.
 */
declare const app: ZodApp;
declare const updated: Reservation;
const changed = {
  ...reservationsApi.update,
  responses: { ...reservationsApi.update.responses, 200: reputationSchema },
};

route(app, reservationsApi.update, async () => updated);
// @ts-expect-error: the definition now answers a reputation, the handler still a reservation.
route(app, changed, async () => updated);
