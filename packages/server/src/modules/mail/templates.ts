import { APP_NAME } from '@mdc/shared';
import type { MailMessage } from './mailer';

/**
 * The one look of every mail, in Spanish, as HTML and plain text, with at most one link: each
 * feature writes its own mails with it (accounts/mails.ts, reservations/mails.ts,
 * moderation/mails.ts).
 */

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
