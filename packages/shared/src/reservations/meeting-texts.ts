import { APP_NAME } from '../app-info';
import { MEETING_PLACE_TEXTS } from '../places/texts';

/**
 * The meeting agreed inside a reservation (docs/product/meetings.md#the-meeting-inside-the-reservation):
 * its days, its line, the API's refusals and the screens' words. No zod: the error catalog and
 * the server's mails import these.
 */

/** A meeting's day is at most this many days after today (Argentina's calendar). */
export const MEETING_DAYS_AHEAD = 30;

/** Argentina's offset from UTC: −3 hours all year (no daylight saving since 2009). */
const ARGENTINA_OFFSET_MS = -3 * 60 * 60 * 1000;

/** Argentina's calendar day of an instant, 'YYYY-MM-DD'. */
export function argentinaDay(now: Date): string {
  return new Date(now.getTime() + ARGENTINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The weekday of 'YYYY-MM-DD', 0 Sunday … 6 Saturday (Date#getDay's numbers, as places' days). */
export const weekdayOf = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();

/**
 * The days a meeting at a place may take: today and the next MEETING_DAYS_AHEAD days on the
 * place's weekdays (every day when it lists none).
 */
export function meetingDayOptions(days: readonly number[], today: string): string[] {
  const options: string[] = [];
  for (let ahead = 0; ahead <= MEETING_DAYS_AHEAD; ahead++) {
    const day = addDays(today, ahead);
    if (!days.length || days.includes(weekdayOf(day))) options.push(day);
  }
  return options;
}

/** Why a day cannot be a meeting's at a place: out of the next days, or not one of its weekdays. */
export function meetingDayProblem(
  day: string,
  days: readonly number[],
  today: string,
): 'range' | 'weekday' | null {
  if (day < today || day > addDays(today, MEETING_DAYS_AHEAD)) return 'range';
  if (days.length && !days.includes(weekdayOf(day))) return 'weekday';
  return null;
}

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** 'sábado 5 de diciembre' */
export function meetingDayText(day: string): string {
  const [, month, date] = day.split('-').map(Number) as [number, number, number];
  return `${MEETING_PLACE_TEXTS.dayNames[weekdayOf(day)]} ${date} de ${MONTHS[month - 1]}`;
}

/** What a meeting's line names. */
export interface MeetingLineParts {
  day: string;
  time: string | null;
  name: string;
  cityName: string | null;
  regionName: string | null;
}

/** 'sábado 5 de diciembre, 15:00, Estación Retiro, hall central (Retiro, CABA)' */
export function meetingLine({ day, time, name, cityName, regionName }: MeetingLineParts): string {
  const where = [cityName, regionName].filter(Boolean).join(', ');
  return `${meetingDayText(day)}${time ? `, ${time}` : ''}, ${name}${where ? ` (${where})` : ''}`;
}

/** The API's refusals of a meeting. */
export const MEETING_MESSAGES = {
  placeIdInvalid: 'El identificador del lugar no es válido.',
  meetingIdInvalid: 'El identificador del encuentro no es válido.',
  dayInvalid: 'El día del encuentro no es válido (AAAA-MM-DD).',
  timeInvalid: 'La hora del encuentro no es válida (HH:MM).',
  sellerInvalid: 'Indicá el vendedor del encuentro.',
  meetingsInvalid: 'Enviá los encuentros como una lista.',
  sellerNotInSelection: 'El encuentro es con un vendedor que no está entre las cartas elegidas.',
  sellerTwice: 'Elegí un solo encuentro por vendedor.',
  placeNotSellers: 'Ese lugar no está entre los lugares del vendedor: elegí uno de su lista.',
  dayOutOfRange: `Elegí un día entre hoy y los próximos ${MEETING_DAYS_AHEAD} días.`,
  dayNotListed: 'El vendedor no va a ese lugar ese día de la semana: elegí otro día.',
  notFound: 'El encuentro no existe.',
  ownProposal: 'La propuesta es tuya: la acepta la otra parte.',
  closed: 'Las reservas de este encuentro ya terminaron: el encuentro no se puede cambiar.',
} as const;

/** The reservation dialog's and screens' words for the meeting. */
export const MEETING_TEXTS = {
  label: 'Encuentro',
  dialogHint: 'Opcional: proponé dónde y cuándo encontrarte con el vendedor.',
  withSeller: (seller: string) => `Encuentro con ${seller}`,
  place: 'Lugar',
  noPlace: 'A convenir',
  day: 'Día',
  time: 'Hora (opcional)',
  noTime: 'Sin hora',
  line: (line: string) => `Encuentro: ${line}`,
  proposedByMe: 'Propuesto por vos — esperando respuesta',
  proposedBy: (name: string) => `Propuesto por ${name}`,
  agreed: 'Acordado',
  accept: 'Aceptar',
  proposeOther: 'Proponer otro',
  propose: 'Proponer encuentro',
  proposeTitle: 'Proponer un encuentro',
  send: 'Proponer',
  sending: 'Enviando…',
  cancel: 'Volver',
  noPlaces:
    'El vendedor no tiene lugares de encuentro en su perfil: coordiná por teléfono o email.',
  placesLoading: 'Cargando los lugares del vendedor…',
  placesFailed: 'No pudimos cargar los lugares del vendedor.',
  actionFailed: 'No pudimos guardar el encuentro. Probá de nuevo.',
  /** The mails. */
  proposalSubject: `Propuesta de encuentro en ${APP_NAME}`,
  proposal: (name: string, line: string) => `${name} propone encontrarse: ${line}.`,
  youProposed: (line: string) => `Propusiste encontrarse: ${line}. Te avisamos cuando responda.`,
  agreedSubject: `Encuentro acordado en ${APP_NAME}`,
  agreedLine: (line: string) => `Acordaron encontrarse: ${line}.`,
  calendarSummary: (name: string) => `Encuentro con ${name} (${APP_NAME})`,
} as const;
