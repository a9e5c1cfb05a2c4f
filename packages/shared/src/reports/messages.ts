/** The words of 'Denunciar' (issue 20), without zod: the screens and the error catalog import these. */

export const REPORT_DETAILS_MAX_LENGTH = 500;

export const REPORT_REASONS = {
  noShow: 'No se presentó o no respondió después de reservar',
  misleading: 'Publicación engañosa (estado, edición o precio)',
  fraud: 'Intento de estafa o pago por adelantado',
  abuse: 'Trato agresivo o acoso',
  other: 'Otro motivo',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

export const REPORT_MESSAGES = {
  targetRequired: 'Indicá a quién o qué biblioteca querés denunciar.',
  reasonInvalid: 'Elegí un motivo de la lista.',
  detailsTooLong: `Podés escribir hasta ${REPORT_DETAILS_MAX_LENGTH} caracteres.`,
  ownAccount: 'No podés denunciarte a vos mismo.',
  notFound: 'No encontramos ese usuario o esa biblioteca.',
  received:
    'Recibimos tu denuncia. La revisará un moderador; si hace falta, te escribiremos por email.',
} as const;
