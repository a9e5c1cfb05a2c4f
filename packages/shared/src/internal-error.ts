/**
 * The catalog's `internal` error (error-codes.ts), in a module of its own: the web app falls back
 * to its text on every page, and a page that needs only this text does not download the catalog.
 */
export const INTERNAL_ERROR = {
  code: 'GEN-500',
  status: 500,
  message: 'Ocurrió un error inesperado. Intenta nuevamente.',
} as const;

/**
 * Added after the text of an unexpected error the server answered: its request id (the error
 * body's `requestId`), which a user can quote to support and the operator finds in the logs.
 */
export const supportCodeText = (requestId: string) => `Código de soporte: ${requestId}`;

/**
 * The code of the catalog's `sessionSuspended` answer (error-codes.ts), which the web app's API
 * client reacts to on every page: here for the same reason as INTERNAL_ERROR.
 */
export const SESSION_SUSPENDED_CODE = 'SEC-006';
