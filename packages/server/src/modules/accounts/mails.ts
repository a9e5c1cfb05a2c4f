import { APP_NAME } from '@mdc/shared';
import { renderMail, type MailMessage } from '../mail/index';

/** The account e-mails, in Spanish, as HTML and plain text, each with one link. */

interface LinkMailTexts {
  subject: string;
  paragraphs: string[];
  /** The link's words. */
  label: string;
  closing: string;
}

const LINK_MAILS = {
  validation: {
    subject: `Validá tu cuenta de ${APP_NAME}`,
    paragraphs: [
      `Gracias por registrarte en ${APP_NAME}.`,
      'Para activar tu cuenta, validá tu email con el siguiente enlace. Vence en 48 horas.',
    ],
    label: 'Validar mi cuenta',
    closing: 'Si no creaste una cuenta, ignorá este mensaje.',
  },
  passwordReset: {
    subject: `Restablecé tu contraseña de ${APP_NAME}`,
    paragraphs: [
      'Recibimos un pedido para restablecer la contraseña de tu cuenta.',
      'Podés crear una nueva con el siguiente enlace. Vence en 1 hora y sirve una sola vez.',
    ],
    label: 'Crear nueva contraseña',
    closing: 'Si no lo pediste, ignorá este mensaje: tu contraseña no cambia.',
  },
  emailChange: {
    subject: `Confirmá tu nuevo email en ${APP_NAME}`,
    paragraphs: [
      'Pediste usar esta dirección como email de tu cuenta.',
      'El cambio se aplica cuando la valides con el siguiente enlace. Vence en 48 horas.',
    ],
    label: 'Validar mi nuevo email',
    closing: 'Si no lo pediste, ignorá este mensaje.',
  },
} satisfies Record<string, LinkMailTexts>;

/** One account mail of `LINK_MAILS` to `to`, greeting `name`, with its `link`. */
const linkMail =
  (kind: keyof typeof LINK_MAILS) =>
  (to: string, name: string, link: string): MailMessage => {
    const { label, ...texts } = LINK_MAILS[kind];
    return renderMail({ ...texts, to, greetingName: name, action: { label, link } });
  };

export const validationMail = linkMail('validation');
export const passwordResetMail = linkMail('passwordReset');
export const emailChangeMail = linkMail('emailChange');

export function deletionMail(to: string, name: string, purgeDays: number): MailMessage {
  return renderMail({
    to,
    subject: `Recibimos tu pedido de baja en ${APP_NAME}`,
    greetingName: name,
    paragraphs: [
      'Tu cuenta fue deshabilitada: ya no se puede iniciar sesión y tus bibliotecas dejaron de mostrarse.',
      `Tus datos personales se borran definitivamente dentro de ${purgeDays} días.`,
    ],
    closing: 'Si no pediste la baja, respondé este email cuanto antes.',
  });
}
