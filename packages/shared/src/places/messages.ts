import { upToCharacters } from '../common-texts';
import {
  MEETING_PLACE_DETAILS_MAX_LENGTH,
  MEETING_PLACE_HOURS_MAX_LENGTH,
  MEETING_PLACE_NAME_MAX_LENGTH,
  MEETING_PLACE_NAME_MIN_LENGTH,
  MEETING_PLACES_MAX,
  type MeetingPlaceKind,
} from './limits';

/** The words of the meeting points, without zod: the form and the error catalog import these. */

export const MEETING_PLACE_KIND_NAMES = {
  store: 'Tienda',
  public: 'Lugar público',
} as const satisfies Record<MeetingPlaceKind, string>;

/** The API's refusals (docs/product/places.md). */
export const MEETING_PLACE_MESSAGES = {
  tooMany: `Podés tener hasta ${MEETING_PLACES_MAX} lugares.`,
  kindInvalid: 'Elegí si es una tienda o un lugar público.',
  nameRequired: 'Escribí el nombre del lugar.',
  nameTooShort: `El nombre del lugar tiene que tener al menos ${MEETING_PLACE_NAME_MIN_LENGTH} caracteres.`,
  nameTooLong: upToCharacters('El nombre del lugar', MEETING_PLACE_NAME_MAX_LENGTH),
  nameWithoutLetters: 'El nombre del lugar tiene que tener letras o números.',
  regionRequired: 'Elegí la provincia del lugar.',
  cityRequired: 'Elegí la ciudad del lugar.',
  detailsTooLong: upToCharacters('El detalle', MEETING_PLACE_DETAILS_MAX_LENGTH),
  hoursTooLong: upToCharacters('El horario', MEETING_PLACE_HOURS_MAX_LENGTH),
  daysInvalid: 'Los días van de 0 (domingo) a 6 (sábado), sin repetir.',
  /** Text that reads like a flat's or a house's address (home-address.ts). */
  looksLikeHome:
    'Parece la dirección de una casa o un departamento. Nunca pongas tu domicilio: elegí una tienda o un lugar público.',
  /** The same place twice in one list (the same city, the name compared loosely). */
  repeated: 'Ese lugar ya está en tu lista.',
  /** A place a moderator removed: its name cannot be listed again in that city. */
  removed: 'Ese lugar fue quitado por moderación: elegí otro.',
  saved: 'Guardamos tus lugares.',
  /** The search's 'Dónde' (`meet`): neither 'city' nor a place's id. */
  meetInvalid: 'Elegí dónde encontrarte: en tu ciudad o en uno de sus lugares.',
  /** `meet=city` from a member whose profile names no city. */
  meetNoCity:
    'Para ver quién se encuentra en tu ciudad, elegí tu provincia y tu ciudad en tu perfil.',
} as const;
