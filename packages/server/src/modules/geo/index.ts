/** What other modules may use of geo: the check of a profile's place against the lists. */
export { unknownPlaceField } from './service';
