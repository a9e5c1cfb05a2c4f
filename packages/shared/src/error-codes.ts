import { z } from 'zod';

/**
 * Every error the API answers with: HTTP status + `{ code, message }`.
 * Codes from the spec keep their meaning (SEC-002, PRI-001, OK-200); the rest are ours.
 * A feature adds its codes here so the catalog stays in one place.
 */
export const errorBodySchema = z.object({
  code: z.string(),
  message: z.string(),
  field: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERRORS = {
  validation: { code: 'VAL-400', status: 400, message: 'Los datos enviados no son válidos.' },
  badBody: { code: 'VAL-401', status: 400, message: 'El cuerpo de la solicitud no es válido.' },
  payloadTooLarge: {
    code: 'VAL-413',
    status: 413,
    message: 'La solicitud es demasiado grande.',
  },
  notFound: { code: 'GEN-404', status: 404, message: 'Recurso no encontrado.' },
  internal: {
    code: 'GEN-500',
    status: 500,
    message: 'Ocurrió un error inesperado. Intenta nuevamente.',
  },
  unavailable: {
    code: 'GEN-503',
    status: 503,
    message: 'El servicio no está disponible en este momento. Intenta nuevamente en unos minutos.',
  },
  rateLimited: {
    code: 'SEC-429',
    status: 429,
    message: 'Demasiados intentos. Esperá un momento y volvé a intentar.',
  },
} as const satisfies Record<string, { code: string; status: number; message: string }>;

export type ErrorKey = keyof typeof ERRORS;
