import type { accountsApi } from './accounts';
import type { blocksApi } from './blocks';
import type { botCheckApi } from './bot-check';
import type { catalogApi } from './catalog';
import type { clientApi } from './client';
import type { Endpoint, Method } from './endpoint';
import type { geoApi } from './geo';
import type { healthApi } from './health';
import type { librariesApi } from './libraries';
import type { loginApi } from './login';
import type { moderationApi } from './moderation';
import type { moxfieldApi } from './moxfield';
import type { notificationsApi } from './notifications';
import type { placesApi } from './places';
import type { reportsApi } from './reports';
import type { reservationsApi } from './reservations';
import type { routes } from './routes';
import type { searchApi } from './search';
import type { sellersApi } from './sellers';
import type { storedSearchesApi } from './stored-searches';

type Leaves<T> = T extends Endpoint ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** Every endpoint's full definition, as a type: what an address of `routes` stands for. */
export type AnyDefinition = Leaves<
  | typeof accountsApi
  | typeof blocksApi
  | typeof botCheckApi
  | typeof catalogApi
  | typeof clientApi
  | typeof geoApi
  | typeof healthApi
  | typeof librariesApi
  | typeof loginApi
  | typeof moderationApi
  | typeof moxfieldApi
  | typeof notificationsApi
  | typeof placesApi
  | typeof reportsApi
  | typeof reservationsApi
  | typeof searchApi
  | typeof sellersApi
  | typeof storedSearchesApi
>;

/** An endpoint's address: its method and path, as `routes` gives them. */
export interface Route {
  method: Method;
  path: string;
}

/** The full definition of the endpoint at that address (type-only: no schema is imported). */
export type DefinitionOf<R extends Route> = Extract<
  AnyDefinition,
  { method: R['method']; path: R['path'] }
>;

type RouteLeaves<T> = T extends Route ? T : { [K in keyof T]: RouteLeaves<T[K]> }[keyof T];
type AddressOf<E> = E extends Endpoint ? { method: E['method']; path: E['path'] } : never;
/** Addresses in `routes` that no definition takes: a call to one would be typed `never`. */
type Undefined = Exclude<RouteLeaves<typeof routes>, AddressOf<AnyDefinition>>;
/** A typecheck, nothing at run time: it fails, naming the address, while one is undefined. */
export const everyRouteDefined: [Undefined] extends [never] ? true : Undefined = true;
