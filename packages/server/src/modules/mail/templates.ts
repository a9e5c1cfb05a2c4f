import { APP_NAME } from '@mdc/shared';
import type { MailMessage } from './mailer';

/** The account e-mails, in Spanish, as HTML and plain text, each with one link. */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!,
  );

export interface MailContent {
  to: string;
  subject: string;
  greetingName: string;
  paragraphs: string[];
  action?: { label: string; link: string };
  closing: string;
}

export function renderMail(content: MailContent): MailMessage {
  const { action } = content;
  const text = [
    `Hola ${content.greetingName}:`,
    ...content.paragraphs,
    ...(action ? [`${action.label}: ${action.link}`] : []),
    content.closing,
    `— ${APP_NAME}`,
  ].join('\n\n');
  const html = [
    '<!doctype html><html lang="es"><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>Hola ${escapeHtml(content.greetingName)}:</p>`,
    ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(action
      ? [`<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`]
      : []),
    `<p>${escapeHtml(content.closing)}</p>`,
    `<p>— ${escapeHtml(APP_NAME)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: content.to, subject: content.subject, text, html, link: action?.link ?? '' };
}

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
