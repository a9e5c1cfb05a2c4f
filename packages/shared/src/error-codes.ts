import { ACCOUNT_MESSAGES } from './accounts/messages';
import { CATALOG_MESSAGES } from './catalog/constants';
import { INTERNAL_ERROR } from './internal-error';
import { LIBRARY_MAX_CARDS, LIBRARY_MESSAGES } from './libraries/constants';
import { DECK_URL_MESSAGES } from './search/deck-url';
import { MOXFIELD_MESSAGES, STORED_SEARCH_MESSAGES } from './search/moxfield-messages';
import { RESERVATION_MESSAGES } from './reservations/messages';
import { REPUTATION_TEXTS } from './reservations/reputation-texts';
import { BLOCK_MESSAGES, REPORT_MESSAGES } from './reports/messages';
import { MODERATION_MESSAGES } from './moderation/messages';

/**
 * Every error the API answers with: HTTP status + `{ code, message }`.
 * Codes of the earlier product keep their meaning (SEC-002, PRI-001, OK-200); the rest are ours
 * (docs/product/api.md#errors).
 * A feature adds its codes here so the catalog stays in one place.
 */
export const ERRORS = {
  validation: { code: 'VAL-400', status: 400, message: 'Los datos enviados no son válidos.' },
  badBody: { code: 'VAL-401', status: 400, message: 'El cuerpo de la solicitud no es válido.' },
  payloadTooLarge: {
    code: 'VAL-413',
    status: 413,
    message: 'La solicitud es demasiado grande.',
  },
  badUrl: {
    code: 'VAL-414',
    status: 400,
    message: 'La dirección solicitada no es válida.',
  },
  notFound: { code: 'GEN-404', status: 404, message: 'Recurso no encontrado.' },
  /** Sent as plain text: the page a browser shows when only the API was started. */
  webAppNotBuilt: {
    code: 'WEB-503',
    status: 503,
    message: 'La aplicación web no está compilada. Ejecutá "npm run build".',
  },
  // The generic fallback, which the login screen shows too
  // (docs/product/accounts-and-sessions.md#login).
  internal: INTERNAL_ERROR,
  unavailable: {
    code: 'GEN-503',
    status: 503,
    message: 'El servicio no está disponible en este momento. Intentá nuevamente en unos minutos.',
  },
  /** The server sheds load (@fastify/under-pressure); 529 is the unofficial "site overloaded". */
  overloaded: {
    code: 'GEN-529',
    status: 503,
    message: 'Hay demasiadas solicitudes en este momento. Esperá unos segundos y volvé a intentar.',
  },
  // Answers outside any route: what the HTTP layer refuses before a route sees the request.
  badRequest: { code: 'VAL-402', status: 400, message: 'La solicitud no es válida.' },
  unstorableText: {
    code: 'VAL-403',
    status: 400,
    message:
      'El texto enviado tiene caracteres no permitidos. Revisá los datos e intentá de nuevo.',
  },
  urlTooLong: {
    code: 'VAL-416',
    status: 414,
    message: 'La dirección solicitada es demasiado larga.',
  },
  unsupportedMediaType: {
    code: 'VAL-415',
    status: 415,
    message: 'El formato de los datos no es compatible. Enviá los datos como JSON.',
  },
  headersTooLarge: {
    code: 'VAL-431',
    status: 431,
    message:
      'Los encabezados de la solicitud son demasiado grandes. Borrá las cookies del sitio e intentá de nuevo.',
  },
  requestTimeout: {
    code: 'VAL-408',
    status: 408,
    message: 'La solicitud tardó demasiado en llegar. Intentá de nuevo.',
  },
  rateLimited: {
    code: 'SEC-429',
    status: 429,
    message: 'Demasiados intentos. Esperá un momento y volvé a intentar.',
  },
  // Accounts and sessions (the earlier product's SEC-002 and OK-200 keep their meaning).
  invalidCredentials: {
    code: 'SEC-001',
    status: 401,
    message: 'Usuario o contraseña incorrectos.',
  },
  emailNotValidated: {
    code: 'SEC-002',
    status: 403,
    message:
      'Tu email todavía no fue validado. Revisá tu correo o pedí que te reenviemos el email de validación.',
  },
  csrfMismatch: {
    code: 'SEC-003',
    status: 403,
    message: 'No pudimos verificar la solicitud. Recargá la página e intentá nuevamente.',
  },
  loginThrottled: {
    code: 'SEC-004',
    status: 429,
    message: 'Demasiados intentos fallidos. Esperá unos minutos y volvé a intentar.',
  },
  unauthenticated: {
    code: 'SEC-401',
    status: 401,
    message: 'Tu sesión expiró o no iniciaste sesión. Iniciá sesión para continuar.',
  },
  forbidden: {
    code: 'SEC-403',
    status: 403,
    message: 'No tenés permiso para realizar esta acción.',
  },
  botCheckMissing: {
    code: 'BOT-001',
    status: 403,
    message: 'Falta la verificación anti-bots. Recargá la página e intentá nuevamente.',
  },
  botCheckInvalid: {
    code: 'BOT-002',
    status: 403,
    message: 'La verificación anti-bots no es válida o expiró. Intentá nuevamente.',
  },
  botCheckReused: {
    code: 'BOT-003',
    status: 403,
    message: 'La verificación anti-bots ya fue usada. Intentá nuevamente.',
  },
  usernameTaken: {
    code: 'ACC-001',
    status: 409,
    message: 'Ese usuario ya está registrado. Elegí otro.',
  },
  emailTaken: {
    code: 'ACC-002',
    status: 409,
    message: 'Ese email ya está registrado.',
  },
  validationSucceeded: {
    code: 'OK-200',
    status: 200,
    message: ACCOUNT_MESSAGES.validationSuccess,
  },
  tokenMissing: { code: 'TOK-001', status: 400, message: ACCOUNT_MESSAGES.validationMissingId },
  tokenInvalid: { code: 'TOK-002', status: 400, message: ACCOUNT_MESSAGES.linkInvalid },
  tokenExpired: {
    code: 'TOK-003',
    status: 410,
    message: 'El enlace expiró. Pedí uno nuevo.',
  },
  tokenUsed: {
    code: 'TOK-004',
    status: 409,
    message: 'El enlace ya fue usado. Pedí uno nuevo si lo necesitás.',
  },
  /** A validation link opened again: nothing is wrong, the user can log in. */
  alreadyValidated: {
    code: 'TOK-005',
    status: 409,
    message: ACCOUNT_MESSAGES.alreadyValidated,
  },
  // Catalog and reference prices (the earlier product's PRI-001 keeps its meaning).
  priceNotFound: {
    code: 'PRI-001',
    status: 404,
    message: CATALOG_MESSAGES.priceNotFound,
  },
  // Libraries and their cards.
  libraryNotFound: { code: 'LIB-404', status: 404, message: LIBRARY_MESSAGES.libraryNotFound },
  libraryCardNotFound: { code: 'LIB-405', status: 404, message: LIBRARY_MESSAGES.cardNotFound },
  libraryForbidden: { code: 'LIB-403', status: 403, message: LIBRARY_MESSAGES.libraryForbidden },
  libraryCardForbidden: { code: 'LIB-406', status: 403, message: LIBRARY_MESSAGES.cardForbidden },
  /** The message names the total the library would reach (importLimitMessage, cardLimitMessage). */
  libraryFull: {
    code: 'LIB-001',
    status: 409,
    message: `La biblioteca no puede tener más de ${LIBRARY_MAX_CARDS} cartas.`,
  },
  libraryCardDuplicate: { code: 'LIB-002', status: 409, message: LIBRARY_MESSAGES.duplicateCard },
  // search
  /** The message is the deck link rule that failed (validateMoxfieldDeckUrl). */
  moxfieldDeckInvalid: { code: 'MOX-400', status: 400, message: DECK_URL_MESSAGES.badFormat },
  moxfieldDeckNotFound: { code: 'MOX-404', status: 404, message: MOXFIELD_MESSAGES.deckNotFound },
  moxfieldUnavailable: { code: 'MOX-502', status: 502, message: MOXFIELD_MESSAGES.unavailable },
  storedSearchNotFound: { code: 'SRC-404', status: 404, message: STORED_SEARCH_MESSAGES.notFound },
  // reservations
  /** The answer also lists the unavailable cards (reservationUnavailableSchema). */
  reservationUnavailable: {
    code: 'RES-001',
    status: 409,
    message: RESERVATION_MESSAGES.unavailable,
  },
  reservationSold: { code: 'RES-002', status: 409, message: RESERVATION_MESSAGES.soldCannotCancel },
  reservationCancelled: {
    code: 'RES-003',
    status: 409,
    message: RESERVATION_MESSAGES.cancelledCannotSell,
  },
  reservationSellerOnly: { code: 'RES-403', status: 403, message: RESERVATION_MESSAGES.sellerOnly },
  reservationNotFound: { code: 'RES-404', status: 404, message: RESERVATION_MESSAGES.notFound },
  /** Own cards in the request; the message names them (ownCards), the answer lists them. */
  reservationOwnCards: {
    code: 'RES-005',
    status: 409,
    message: RESERVATION_MESSAGES.ownCards(['…']),
  },
  /** Open reservations with too many distinct sellers (issue 20); the message says the limit. */
  reservationSellersLimit: {
    code: 'RES-006',
    status: 409,
    message: RESERVATION_MESSAGES.sellersLimit(10, true),
  },
  /** Too many cancellations in 24 h (issue 20); the message and Retry-After say when it lifts. */
  reservationCancelWait: {
    code: 'RES-429',
    status: 429,
    message: RESERVATION_MESSAGES.cancelWait(5, '…'),
  },
  reportTargetNotFound: { code: 'REP-404', status: 404, message: REPORT_MESSAGES.notFound },
  reportOwnAccount: { code: 'REP-400', status: 400, message: REPORT_MESSAGES.ownAccount },
  blockOwnAccount: { code: 'BLK-400', status: 400, message: BLOCK_MESSAGES.ownAccount },
  blockTargetNotFound: { code: 'BLK-404', status: 404, message: BLOCK_MESSAGES.notFound },
  /** A reservation between users when either blocked the other; the message names them. */
  reservationBlocked: {
    code: 'RES-007',
    status: 409,
    message: BLOCK_MESSAGES.reserveBlocked(['…']),
  },
  moderatorsOnly: { code: 'MOD-403', status: 403, message: MODERATION_MESSAGES.moderatorsOnly },
  moderationReportNotFound: {
    code: 'MOD-404',
    status: 404,
    message: MODERATION_MESSAGES.reportNotFound,
  },
  moderationNoLibrary: { code: 'MOD-409', status: 409, message: MODERATION_MESSAGES.noLibrary },
  moderationNothingToDo: {
    code: 'MOD-410',
    status: 409,
    message: MODERATION_MESSAGES.nothingToDo,
  },
  /** Login of an account a moderator suspended (issue 20). */
  accountSuspended: { code: 'SEC-005', status: 403, message: MODERATION_MESSAGES.suspendedLogin },
  libraryHidden: { code: 'LIB-410', status: 404, message: MODERATION_MESSAGES.libraryHidden },
  reputationNotFound: { code: 'USR-404', status: 404, message: REPUTATION_TEXTS.notFound },
  /** The message names how many reservations hold the card (quantityBelowReserved). */
  reservedQuantity: {
    code: 'RES-004',
    status: 409,
    message: RESERVATION_MESSAGES.quantityBelowReserved(1),
  },
} as const satisfies Record<string, { code: string; status: number; message: string }>;

export type ErrorKey = keyof typeof ERRORS;
