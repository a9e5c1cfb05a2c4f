import { plural } from '../common-texts';
import { CK_PRICE } from '../libraries/constants';
import { linePriceText, MONEY_TEXTS } from '../libraries/money-texts';

/** Spanish texts of the bell and the alerts (docs/product/notifications.md). */

/** What a match names: the card, its seller and its price. */
export interface MatchData {
  cardName: string;
  seller: string;
  /** What a copy costs in dollars (a 'ck' line: its reference price); null when unknown. */
  price: string | null;
  /** The line's own price as listed ('12.50', 'ARS 15000', 'ck'); absent in older matches. */
  linePrice?: string;
}

/** ' a ARS 15.000', ' a USD 12.50' (a 'ck' line: its reference price), or nothing. */
const matchPrice = ({ price, linePrice }: MatchData) => {
  if (linePrice && linePrice !== CK_PRICE) return ` a ${linePriceText(linePrice, '')}`;
  return price ? ` a ${MONEY_TEXTS.usd(Number(price))}` : '';
};

/** What a reservation notification names: the other party and the card (or how many). */
export interface ReservationNoticeData {
  other: string;
  cardName: string | null;
  count: number;
  /** A cancellation by expiry (nobody cancelled: the seller did not answer in time). */
  expired?: boolean;
  /** A meeting's notice: its line ('sábado 5 de diciembre, 15:00, Estación Retiro (…)'). */
  meeting?: string;
}

const cards = ({ cardName, count }: ReservationNoticeData) =>
  count === 1 && cardName ? cardName : plural(count, 'carta', 'cartas');

export const NOTIFICATION_TEXTS = {
  match: (data: MatchData) =>
    `${data.seller} publicó ${data.cardName}${matchPrice(data)}: está en tu lista de compra.`,
  'reservation-received': (data: ReservationNoticeData) =>
    `${data.other} te reservó ${cards(data)}.`,
  'reservation-answered': (data: ReservationNoticeData) =>
    `${data.other} respondió tu reserva de ${cards(data)}.`,
  'reservation-sold': (data: ReservationNoticeData) =>
    `${data.other} confirmó la entrega de ${cards(data)}.`,
  'reservation-cancelled': (data: ReservationNoticeData) =>
    data.expired
      ? `Venció la reserva de ${cards(data)} con ${data.other}: no hubo respuesta a tiempo.`
      : `${data.other} canceló la reserva de ${cards(data)}.`,
  'meeting-proposed': (data: ReservationNoticeData) =>
    `${data.other} propone encontrarse: ${data.meeting ?? ''}.`,
  'meeting-agreed': (data: ReservationNoticeData) =>
    `${data.other} aceptó encontrarse: ${data.meeting ?? ''}.`,
} as const;

export const BELL_TEXTS = {
  /** The bell's accessible name, with the count a sighted user reads on its badge. */
  label: (unread: number) => (unread === 0 ? 'Avisos' : `Avisos: ${unread} sin leer`),
  title: 'Avisos',
  /** The list's accessible name. */
  list: 'Avisos recientes',
  empty:
    'No tenés avisos. Activá los avisos de una biblioteca de compra para saber cuándo alguien publica las cartas que buscás.',
  markAllRead: 'Marcar todo como leído',
  loadError: 'No se pudieron cargar los avisos.',
} as const;

export const ALERT_TEXTS = {
  optIn: 'Avisarme cuando alguien publique estas cartas',
  maxPrice: 'Precio máximo (USD)',
  maxPriceHelp: 'Por carta. Opcional: sin precio, a cualquier precio.',
  sameProvince: 'Solo en mi provincia',
  /** The profile's choice of mail. */
  digestLabel: 'Mail de avisos de cartas buscadas',
  digest: { daily: 'Un resumen por día', never: 'Nunca (solo en la web)' },
  /** The digest mail. */
  mailSubject: (count: number) =>
    count === 1 ? 'Se publicó una carta que buscás' : `Se publicaron ${count} cartas que buscás`,
  mailIntro: (count: number) =>
    count === 1
      ? 'Desde el último aviso se publicó una carta de tus listas de compra:'
      : `Desde el último aviso se publicaron ${count} cartas de tus listas de compra:`,
  mailSeller: (seller: string, province: string | null) =>
    province ? `${seller} (${province})` : seller,
  /** A digest line's copies: '1 copia', '5 copias'. */
  mailCopies: (copies: number) => (copies === 1 ? '1 copia' : `${copies} copias`),
  /** The cheapest copy's price when the copies cost different prices. */
  mailFrom: (price: string) => `desde ${price}`,
  /** The printings' sets, the first few named and the rest counted: 'DMU, ONE, BRO y 2 más'. */
  mailSets: (codes: string[], more: number) =>
    more ? `${codes.join(', ')} y ${more} más` : codes.join(', '),
  mailReserve: 'Ver y reservar',
  mailMore: (count: number) => `Y ${count} más en la campana de avisos del sitio.`,
  mailStop: 'Para dejar de recibir este resumen, elegí «Nunca» en tu perfil:',
} as const;

/** 'Agregar las que faltan' of the results screen (docs/product/notifications.md#missing-cards). */
export const WANTED_TEXTS = {
  open: 'Agregar las que faltan a una biblioteca de compra',
  title: 'Agregar a una biblioteca de compra',
  intro:
    'Quedan en tu lista de compra con los avisos activados: te avisamos cuando alguien las publique.',
  library: 'Biblioteca de compra',
  newLibrary: 'Una biblioteca nueva',
  newName: 'Nombre de la biblioteca nueva',
  /** The new library's suggested name: 'Busco: Mazo de Ana'. */
  defaultName: (title: string | null) => `Busco: ${title || 'mi búsqueda'}`.slice(0, 60),
  notFound: 'No encontradas',
  found: 'Encontradas',
  cards: 'Cartas a agregar',
  /** Basic lands stay out of a wanted list unless this is checked. */
  basicLands: 'Incluir tierras básicas',
  confirm: 'Agregar',
  adding: 'Agregando…',
  done: (count: number, library: string) =>
    count === 0
      ? `Las cartas ya estaban en ${library}. Los avisos quedaron activados.`
      : `Agregaste ${plural(count, 'carta', 'cartas')} a ${library}. Te avisamos cuando alguien las publique.`,
  failed: 'No se pudieron agregar las cartas. Intentá de nuevo.',
} as const;
