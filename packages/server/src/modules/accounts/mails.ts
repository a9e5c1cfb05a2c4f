import { APP_NAME } from '@mdc/shared';
import { renderMail, type MailMessage } from '../mail/index';

/** The account e-mails, in Spanish, as HTML and plain text, each with one link. */

export function validationMail(to: string, name: string, link: string): MailMessage {
  return renderMail({
    to,
    subject: `Validá tu cuenta de ${APP_NAME}`,
    greetingName: name,
    paragraphs: [
      `Gracias por registrarte en ${APP_NAME}.`,
      'Para activar tu cuenta, validá tu email con el siguiente enlace. Vence en 48 horas.',
    ],
    action: { label: 'Validar mi cuenta', link },
    closing: 'Si no creaste una cuenta, ignorá este mensaje.',
  });
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  return renderMail({
    to,
    subject: `Restablecé tu contraseña de ${APP_NAME}`,
    greetingName: name,
    paragraphs: [
      'Recibimos un pedido para restablecer la contraseña de tu cuenta.',
      'Podés crear una nueva con el siguiente enlace. Vence en 1 hora y sirve una sola vez.',
    ],
    action: { label: 'Crear nueva contraseña', link },
    closing: 'Si no lo pediste, ignorá este mensaje: tu contraseña no cambia.',
  });
}

export function emailChangeMail(to: string, name: string, link: string): MailMessage {
  return renderMail({
    to,
    subject: `Confirmá tu nuevo email en ${APP_NAME}`,
    greetingName: name,
    paragraphs: [
      'Pediste usar esta dirección como email de tu cuenta.',
      'El cambio se aplica cuando la valides con el siguiente enlace. Vence en 48 horas.',
    ],
    action: { label: 'Validar mi nuevo email', link },
    closing: 'Si no lo pediste, ignorá este mensaje.',
  });
}

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
