import { APP_NAME } from '@mdc/shared';
import type { MailMessage } from './mailer';

/**
 * The one look of every mail, in Spanish, as HTML and plain text, with one button (`action`) and,
 * for a digest, a list whose lines link each to its page: each feature writes its own mails with
 * it (accounts/mails.ts, reservations/mails.ts, moderation/mails.ts, alerts/digest-mail.ts).
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
  /** A list after the paragraphs, each line with its own link (the alerts' digest). */
  list?: { text: string; link: string }[];
  action?: { label: string; link: string };
  closing: string;
}

export function renderMail(content: MailContent): MailMessage {
  const { action } = content;
  const list = content.list ?? [];
  const text = [
    `Hola ${content.greetingName}:`,
    ...content.paragraphs,
    ...(list.length ? [list.map((item) => `- ${item.text}: ${item.link}`).join('\n')] : []),
    ...(action ? [`${action.label}: ${action.link}`] : []),
    content.closing,
    `— ${APP_NAME}`,
  ].join('\n\n');
  const html = [
    '<!doctype html><html lang="es"><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>Hola ${escapeHtml(content.greetingName)}:</p>`,
    ...content.paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`),
    ...(list.length
      ? [
          '<ul>',
          ...list.map(
            (item) => `<li><a href="${escapeHtml(item.link)}">${escapeHtml(item.text)}</a></li>`,
          ),
          '</ul>',
        ]
      : []),
    ...(action
      ? [`<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`]
      : []),
    `<p>${escapeHtml(content.closing)}</p>`,
    `<p>— ${escapeHtml(APP_NAME)}</p>`,
    '</body></html>',
  ].join('\n');
  const link = action?.link ?? list[0]?.link ?? '';
  return { to: content.to, subject: content.subject, text, html, link };
}
