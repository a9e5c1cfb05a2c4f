import { ACCOUNT_MESSAGES } from './accounts/messages';
import { CATALOG_MESSAGES } from './catalog/constants';
import { INTERNAL_ERROR, SESSION_SUSPENDED_CODE } from './internal-error';
import { LIBRARY_MAX_CARDS, LIBRARY_MESSAGES } from './libraries/constants';
import { DECK_URL_MESSAGES } from './search/deck-url';
import { MOXFIELD_MESSAGES, STORED_SEARCH_MESSAGES } from './search/moxfield-messages';
import { RESERVATION_MESSAGES } from './reservations/messages';
import { REPUTATION_TEXTS } from './reservations/reputation-texts';
import { BLOCK_MESSAGES, REPORT_MESSAGES } from './reports/messages';
import { MODERATION_MESSAGES } from './moderation/messages';
import { MEETING_PLACE_MESSAGES } from './places/messages';
import { MEETING_MESSAGES } from './reservations/meeting-texts';

/** One answer of the catalog: its code, its HTTP status and its message. */
const answer = <Code extends string, Status extends number>(
  code: Code,
  status: Status,
  message: string,
) => ({ code, status, message }) as const;

/**
 * Every error the API answers with: HTTP status + `{ code, message }` (and `requestId`:
 * error-body.ts). A code whose number reads as an HTTP status (100–599: `VAL-413`) is sent with
 * that status; the others (`SEC-001`, `RES-005`) number a family's refusals 001–099
 * (docs/product/api.md#errors, error-codes.test.ts).
 * Codes of the earlier product keep their meaning (SEC-002, PRI-001, OK-200); the rest are ours
 * (docs/product/api.md#errors).
 * A feature adds its codes here so the catalog stays in one place.
 */
export const ERRORS = {
  validation: answer('VAL-400', 400, 'Los datos enviados no son válidos.'),
  badBody: answer('VAL-001', 400, 'El cuerpo de la solicitud no es válido.'),
  payloadTooLarge: answer('VAL-413', 413, 'La solicitud es demasiado grande.'),
  badUrl: answer('VAL-004', 400, 'La dirección solicitada no es válida.'),
  notFound: answer('GEN-404', 404, 'Recurso no encontrado.'),
  /** Sent as plain text: the page a browser shows when only the API was started. */
  webAppNotBuilt: answer(
    'WEB-503',
    503,
    'La aplicación web no está compilada. Ejecutá "npm run build".',
  ),
  // The generic fallback, which the login screen shows too
  // (docs/product/accounts-and-sessions.md#login).
  internal: INTERNAL_ERROR,
  unavailable: answer(
    'GEN-503',
    503,
    'El servicio no está disponible en este momento. Intentá nuevamente en unos minutos.',
  ),
  /** The server sheds load (@fastify/under-pressure): a 503 like any "not now". */
  overloaded: answer(
    'GEN-001',
    503,
    'Hay demasiadas solicitudes en este momento. Esperá unos segundos y volvé a intentar.',
  ),
  // Answers outside any route: what the HTTP layer refuses before a route sees the request.
  badRequest: answer('VAL-002', 400, 'La solicitud no es válida.'),
  unstorableText: answer(
    'VAL-003',
    400,
    'El texto enviado tiene caracteres no permitidos. Revisá los datos e intentá de nuevo.',
  ),
  urlTooLong: answer('VAL-414', 414, 'La dirección solicitada es demasiado larga.'),
  unsupportedMediaType: answer(
    'VAL-415',
    415,
    'El formato de los datos no es compatible. Enviá los datos como JSON.',
  ),
  headersTooLarge: answer(
    'VAL-431',
    431,
    'Los encabezados de la solicitud son demasiado grandes. Borrá las cookies del sitio e intentá de nuevo.',
  ),
  requestTimeout: answer(
    'VAL-408',
    408,
    'La solicitud tardó demasiado en llegar. Intentá de nuevo.',
  ),
  rateLimited: answer('SEC-429', 429, 'Demasiados intentos. Esperá un momento y volvé a intentar.'),
  // Accounts and sessions (the earlier product's SEC-002 and OK-200 keep their meaning).
  invalidCredentials: answer('SEC-001', 401, 'Usuario o contraseña incorrectos.'),
  emailNotValidated: answer(
    'SEC-002',
    403,
    'Tu email todavía no fue validado. Revisá tu correo o pedí que te reenviemos el email de validación.',
  ),
  csrfMismatch: answer(
    'SEC-003',
    403,
    'No pudimos verificar la solicitud. Recargá la página e intentá nuevamente.',
  ),
  loginThrottled: answer(
    'SEC-004',
    429,
    'Demasiados intentos fallidos. Esperá unos minutos y volvé a intentar.',
  ),
  unauthenticated: answer(
    'SEC-401',
    401,
    'Tu sesión expiró o no iniciaste sesión. Iniciá sesión para continuar.',
  ),
  forbidden: answer('SEC-403', 403, 'No tenés permiso para realizar esta acción.'),
  botCheckMissing: answer(
    'BOT-001',
    403,
    'Falta la verificación anti-bots. Recargá la página e intentá nuevamente.',
  ),
  botCheckInvalid: answer(
    'BOT-002',
    403,
    'La verificación anti-bots no es válida o expiró. Intentá nuevamente.',
  ),
  botCheckReused: answer(
    'BOT-003',
    403,
    'La verificación anti-bots ya fue usada. Intentá nuevamente.',
  ),
  usernameTaken: answer('ACC-001', 409, 'Ese usuario ya está registrado. Elegí otro.'),
  emailTaken: answer('ACC-002', 409, 'Ese email ya está registrado.'),
  validationSucceeded: answer('OK-200', 200, ACCOUNT_MESSAGES.validationSuccess),
  tokenMissing: answer('TOK-001', 400, ACCOUNT_MESSAGES.validationMissingId),
  tokenInvalid: answer('TOK-002', 400, ACCOUNT_MESSAGES.linkInvalid),
  tokenExpired: answer('TOK-003', 410, 'El enlace expiró. Pedí uno nuevo.'),
  tokenUsed: answer('TOK-004', 409, 'El enlace ya fue usado. Pedí uno nuevo si lo necesitás.'),
  /** A validation link opened again: nothing is wrong, the user can log in. */
  alreadyValidated: answer('TOK-005', 409, ACCOUNT_MESSAGES.alreadyValidated),
  // Catalog and reference prices (the earlier product's PRI-001 keeps its meaning).
  priceNotFound: answer('PRI-001', 404, CATALOG_MESSAGES.priceNotFound),
  // Libraries and their cards.
  libraryNotFound: answer('LIB-404', 404, LIBRARY_MESSAGES.libraryNotFound),
  libraryCardNotFound: answer('LIB-003', 404, LIBRARY_MESSAGES.cardNotFound),
  libraryForbidden: answer('LIB-403', 403, LIBRARY_MESSAGES.libraryForbidden),
  libraryCardForbidden: answer('LIB-004', 403, LIBRARY_MESSAGES.cardForbidden),
  /** The message names the total the library would reach (importLimitMessage, cardLimitMessage). */
  libraryFull: answer(
    'LIB-001',
    409,
    `La biblioteca no puede tener más de ${LIBRARY_MAX_CARDS} cartas.`,
  ),
  libraryCardDuplicate: answer('LIB-002', 409, LIBRARY_MESSAGES.duplicateCard),
  // search
  /** The message is the deck link rule that failed (validateMoxfieldDeckUrl). */
  moxfieldDeckInvalid: answer('MOX-400', 400, DECK_URL_MESSAGES.badFormat),
  moxfieldDeckNotFound: answer('MOX-404', 404, MOXFIELD_MESSAGES.deckNotFound),
  moxfieldUnavailable: answer('MOX-502', 502, MOXFIELD_MESSAGES.unavailable),
  storedSearchNotFound: answer('SRC-404', 404, STORED_SEARCH_MESSAGES.notFound),
  // reservations
  /** The answer also lists the unavailable cards (reservationUnavailableSchema). */
  reservationUnavailable: answer('RES-001', 409, RESERVATION_MESSAGES.unavailable),
  reservationSold: answer('RES-002', 409, RESERVATION_MESSAGES.soldCannotCancel),
  reservationCancelled: answer('RES-003', 409, RESERVATION_MESSAGES.cancelledCannotSell),
  reservationSellerOnly: answer('RES-403', 403, RESERVATION_MESSAGES.sellerOnly),
  reservationNotFound: answer('RES-404', 404, RESERVATION_MESSAGES.notFound),
  /** Own cards in the request; the message names them (ownCards), the answer lists them. */
  reservationOwnCards: answer('RES-005', 409, RESERVATION_MESSAGES.ownCards(['…'])),
  /** Open reservations with too many distinct sellers; the message says the limit. */
  reservationSellersLimit: answer('RES-006', 409, RESERVATION_MESSAGES.sellersLimit(10, true)),
  /** Too many cancellations in 24 h; the message and Retry-After say when it lifts. */
  reservationCancelWait: answer('RES-429', 429, RESERVATION_MESSAGES.cancelWait(5, '…')),
  // a reservation's meeting (docs/product/meetings.md#the-meeting-inside-the-reservation)
  meetingSellerNotInSelection: answer('MTG-001', 409, MEETING_MESSAGES.sellerNotInSelection),
  meetingPlaceNotSellers: answer('MTG-002', 409, MEETING_MESSAGES.placeNotSellers),
  meetingDayOutOfRange: answer('MTG-003', 409, MEETING_MESSAGES.dayOutOfRange),
  meetingDayNotListed: answer('MTG-004', 409, MEETING_MESSAGES.dayNotListed),
  meetingOwnProposal: answer('MTG-005', 409, MEETING_MESSAGES.ownProposal),
  meetingClosed: answer('MTG-006', 409, MEETING_MESSAGES.closed),
  meetingSellerTwice: answer('MTG-007', 409, MEETING_MESSAGES.sellerTwice),
  meetingNotFound: answer('MTG-404', 404, MEETING_MESSAGES.notFound),
  reportTargetNotFound: answer('REP-404', 404, REPORT_MESSAGES.notFound),
  reportOwnAccount: answer('REP-400', 400, REPORT_MESSAGES.ownAccount),
  /** A reporter's daily cap; the message and Retry-After say when it lifts. */
  reportDailyLimit: answer('REP-429', 429, REPORT_MESSAGES.dailyLimit(20, '…')),
  blockOwnAccount: answer('BLK-400', 400, BLOCK_MESSAGES.ownAccount),
  blockTargetNotFound: answer('BLK-404', 404, BLOCK_MESSAGES.notFound),
  /** A reservation between users when either blocked the other; the message names them. */
  reservationBlocked: answer('RES-007', 409, BLOCK_MESSAGES.reserveBlocked(['…'])),
  moderatorsOnly: answer('MOD-403', 403, MODERATION_MESSAGES.moderatorsOnly),
  moderationReportNotFound: answer('MOD-404', 404, MODERATION_MESSAGES.reportNotFound),
  moderationNoLibrary: answer('MOD-409', 409, MODERATION_MESSAGES.noLibrary),
  moderationNothingToDo: answer('MOD-001', 409, MODERATION_MESSAGES.nothingToDo),
  moderationNoPlace: answer('MOD-002', 409, MODERATION_MESSAGES.noPlace),
  /** A meeting point a moderator removed, listed again (docs/product/places.md#moderation). */
  placeRemoved: answer('PLC-001', 409, MEETING_PLACE_MESSAGES.removed),
  /** A search by meeting in 'my city' from a member whose profile names none. */
  meetNoCity: answer('PLC-002', 400, MEETING_PLACE_MESSAGES.meetNoCity),
  /** Login of an account a moderator suspended. */
  accountSuspended: answer('SEC-005', 403, MODERATION_MESSAGES.suspendedLogin),
  /**
   * A request whose session belongs to an account suspended since: the session ends
   * and the browser tells why, in login's words (docs/product/accounts-and-sessions.md#sessions).
   */
  sessionSuspended: answer(SESSION_SUSPENDED_CODE, 403, MODERATION_MESSAGES.suspendedLogin),
  libraryHidden: answer('LIB-005', 404, MODERATION_MESSAGES.libraryHidden),
  /** The public page of a library whose owner's account is suspended. */
  libraryOwnerSuspended: answer('LIB-006', 404, MODERATION_MESSAGES.ownerSuspended),
  /** The public page of a library whose owner deleted the account. */
  libraryOwnerDeleted: answer('LIB-007', 404, LIBRARY_MESSAGES.ownerDeleted),
  reputationNotFound: answer('USR-404', 404, REPUTATION_TEXTS.notFound),
  /** The message names how many reservations hold the card (quantityBelowReserved). */
  reservedQuantity: answer('RES-004', 409, RESERVATION_MESSAGES.quantityBelowReserved(1)),
} as const satisfies Record<string, { code: string; status: number; message: string }>;

export type ErrorKey = keyof typeof ERRORS;
