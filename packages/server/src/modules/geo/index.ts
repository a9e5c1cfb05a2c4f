/** What other modules may use of geo: a profile's place checked against, and named by, the lists. */
export { placeFromLists, type Place } from './place-names';
export { placeNamesById, type PlaceNames } from './place-names-by-id';
