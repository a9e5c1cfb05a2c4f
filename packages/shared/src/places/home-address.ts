import { placeNameKey } from './name-key';

/**
 * Whether a place's text reads like the address of a flat or a house: a meeting point is never
 * a home (docs/product/places.md#never-a-home). Only words no store or public place needs
 * ('depto 4B', 'timbre', 'mi casa', 'domicilio'); a street and number, or a floor, are a store's
 * address too ('Galería Jardín, local 12, 1er piso'), so they pass. The form says it first; a
 * report and a moderator catch the rest.
 */
const HOME_WORDS =
  /\b(mi casa|en casa|domicilio|dpto|depto|timbre|departamento \d+|departamento [a-z]\b|dto \d+)/;

export const looksLikeHome = (text: string) => HOME_WORDS.test(placeNameKey(text));
