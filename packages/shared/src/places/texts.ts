import { COMMON_TEXTS, plural } from '../common-texts';
import { MEETING_PLACES_MAX } from './limits';
import { MEETING_PLACE_MESSAGES } from './messages';

/** The profile's section 'Dónde me encuentro para cambiar' (docs/product/places.md#the-form). */
export const MEETING_PLACE_TEXTS = {
  title: 'Dónde me encuentro para cambiar',
  intro: `Hasta ${MEETING_PLACES_MAX} lugares donde te encontrás para cambiar o vender cartas. Los ve cualquiera que mire tus bibliotecas.`,
  neverHome:
    'Nunca tu domicilio: elegí una tienda o un lugar público (una estación, una plaza, un bar).',
  empty: 'Todavía no agregaste lugares.',
  placeHeading: (position: number) => `Lugar ${position}`,
  kindLabel: 'Tipo',
  nameLabel: 'Nombre del lugar',
  nameHelp: 'Por ejemplo: Estación Retiro, hall central. Si ya aparece en la lista, elegilo.',
  regionLabel: 'Provincia',
  cityLabel: 'Ciudad',
  detailsLabel: 'Detalles (opcional)',
  detailsHelp: 'Dónde exactamente: junto a la boletería, la mesa del fondo.',
  hoursLabel: 'Días y horarios (opcional)',
  hoursHelp: 'Por ejemplo: sábados 15 a 19',
  daysLabel: 'Días',
  /** The day chips, Sunday first as Date#getDay numbers them; `dayNames` for screen readers. */
  dayShort: ['Do', 'Lu', 'Ma', 'Mi', 'Ju', 'Vi', 'Sá'],
  dayNames: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  /** An existing place of the city in the name's list: how many members meet there. */
  sellers: (count: number) => plural(count, 'vendedor', 'vendedores'),
  listsUnavailable: 'No pudimos cargar las provincias y ciudades. Probá de nuevo en un rato.',
  cityPlacesFailed: 'No pudimos cargar los lugares de esta ciudad: escribí el nombre.',
  add: 'Agregar lugar',
  maxReached: `Ya tenés ${MEETING_PLACES_MAX} lugares, el máximo.`,
  remove: 'Quitar',
  removeLabel: (position: number) => `Quitar el lugar ${position}`,
  save: 'Guardar lugares',
  saving: COMMON_TEXTS.saving,
  saved: MEETING_PLACE_MESSAGES.saved,
  saveFailed: 'No pudimos guardar tus lugares. Probá de nuevo.',
  loadFailed: 'No pudimos cargar tus lugares.',
} as const;
