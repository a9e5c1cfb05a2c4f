import { ALERT_TEXTS as T, APP_NAME, SHELL_ROUTES, publicLibraryPath } from '@mdc/shared';
import { renderMail, type MailMessage } from '../mail/index';
import { digestLines, type DigestMatch } from './digest-lines';

/**
 * The alerts' digest (docs/product/notifications.md#digest): every new match since the last one,
 * one line per card and seller (digest-lines.ts), each linking to the card in the seller's
 * library, where it is reserved; the text and the HTML parts list the same lines.
 */
export function digestMail(
  to: { email: string; name: string },
  matches: DigestMatch[],
  more: number,
  publicUrl: string,
): MailMessage {
  const list = digestLines(matches).map((line) => ({
    text: line.text,
    link: `${publicUrl}${publicLibraryPath(line.libraryId, { cardName: line.cardName })}`,
  }));
  // Cards, not matches: five printings of an Island listed at once are one card published.
  const count = new Set(matches.map((match) => match.cardName)).size + more;
  return renderMail({
    to: to.email,
    subject: `${T.mailSubject(count)} en ${APP_NAME}`,
    greetingName: to.name,
    paragraphs: [T.mailIntro(count)],
    list,
    closing: [
      ...(more ? [T.mailMore(more)] : []),
      `${T.mailStop} ${publicUrl}${SHELL_ROUTES.profile}`,
    ].join(' '),
  });
}
