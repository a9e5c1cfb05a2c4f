import { plural } from '../common-texts';
import { MEETING_PLACE_TEXTS } from './texts';

const DAYS = MEETING_PLACE_TEXTS.dayNames;
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * Where sellers meet, as the search shows it (docs/product/meetings.md#search-by-meeting): the
 * tiles' line, the grouping by place and 'Mejor combinación' by trips.
 */
export const MEETING_SEARCH_TEXTS = {
  /** A tile's row. */
  meets: 'Se encuentra',
  toAgree: 'A convenir',
  /** 'Estación Retiro (La Plata) · sábado, domingo'; no days: the place alone. */
  placeLine: (name: string, city: string | null, days: readonly number[]) =>
    `${name}${city ? ` (${city})` : ''}${days.length ? ` · ${days.map((day) => DAYS[day]).join(', ')}` : ''}`,
  /**
   * A tile's short line, two lines at most in the narrowest tile: 'Estación Retiro · Sá Do +1'
   * (a name past 28 letters cut with '…'; the whole lines in its title).
   */
  placeTile: (name: string, days: readonly number[], more: number) =>
    `${name.length > 28 ? `${name.slice(0, 27).trimEnd()}…` : name}${days.length ? ` · ${days.map((day) => MEETING_PLACE_TEXTS.dayShort[day]).join(' ')}` : ''}${more > 0 ? ` +${more}` : ''}`,
  /**
   * A place in full where there is room (the public library's header): 'Estación Retiro, hall
   * central (Comuna 1) · sábados 15 a 19 · Junto a la boletería'; the days when no hours are given.
   */
  placeWhole: (place: {
    name: string;
    city: string | null;
    hours: string;
    days: readonly number[];
    details: string;
  }) =>
    [
      `${place.name}${place.city ? ` (${place.city})` : ''}`,
      place.hours || place.days.map((day) => DAYS[day]).join(', '),
      place.details,
    ]
      .filter(Boolean)
      .join(' · '),
  /** The public library's header: 'Se encuentra en'. */
  meetsAt: 'Se encuentra en',
  // The filter ('Dónde', `?meet=`)
  where: 'Dónde',
  anywhere: 'En cualquier lugar',
  /** 'En mi ciudad (La Plata)'. */
  inMyCity: (city: string) => `En mi ciudad (${city})`,
  /** 'En Estación Retiro · 3 vendedores'. */
  atPlace: (name: string, sellers: number) =>
    `En ${name} · ${plural(sellers, 'vendedor', 'vendedores')}`,
  /** A place of another city, opened from a shared address. */
  chosenPlace: 'En el lugar elegido',
  noneThere:
    'Ningún vendedor que se encuentre ahí tiene estas cartas. Elegí otro lugar o «En cualquier lugar».',
  // The grouping
  byPlace: 'Lugar',
  /** 'En Estación Retiro: 3 vendedores, 41 cartas'. */
  placeGroup: (name: string, sellers: number, cards: number) =>
    `En ${name}: ${plural(sellers, 'vendedor', 'vendedores')}, ${plural(cards, 'carta', 'cartas')}`,
  noPlaceGroup: (sellers: number, cards: number) =>
    `Lugar a convenir: ${plural(sellers, 'vendedor', 'vendedores')}, ${plural(cards, 'carta', 'cartas')}`,
  // 'Mejor combinación' by trips
  plan: 'Planificar por',
  fewestSellers: 'Menos vendedores',
  fewestTrips: 'Menos viajes',
  tripsIntro:
    'Los viajes para conseguir las copias de tu lista: un viaje es un lugar en un día, y ahí te encontrás con todos los vendedores que van ese día. Primero el que más copias te da.',
  /** '1. Sábado en Estación Retiro (La Plata)'. */
  tripTitle: (position: number, name: string, city: string | null, day: number | null) =>
    `${position}. ${day === null ? '' : `${capital(DAYS[day] ?? '')} en `}${name}${city ? ` (${city})` : ''}`,
  /** A seller who names no place: '2. A convenir con ana_cartas'. */
  tripToAgree: (position: number, user: string) => `${position}. A convenir con ${user}`,
  /** 'Con 2 vendedores, 6 copias'. */
  tripSummary: (sellers: number, copies: number) =>
    `Con ${plural(sellers, 'vendedor', 'vendedores')}, ${plural(copies, 'copia', 'copias')}`,
  anyDay: 'Cualquier día, a convenir',
  tripsNone: 'Ningún vendedor tiene copias libres de tu lista.',
} as const;
