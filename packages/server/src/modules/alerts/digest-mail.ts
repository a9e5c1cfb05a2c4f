import {
  ALERT_TEXTS as T,
  APP_NAME,
  CK_PRICE,
  linePriceText,
  MONEY_TEXTS,
  SHELL_ROUTES,
  publicLibraryPath,
} from '@mdc/shared';
import { renderMail, type MailMessage } from '../mail/index';

/** One match as the digest lists it. */
export interface DigestMatch {
  cardName: string;
  seller: string;
  province: string | null;
  /** What a copy costs in dollars (a 'ck' line: its reference price), for the order. */
  price: string | null;
  /** The line's own price: dollars, pesos or 'ck'. */
  linePrice: string;
  libraryId: string;
}

const byPrice = (a: DigestMatch, b: DigestMatch) =>
  (a.price === null ? Infinity : Number(a.price)) - (b.price === null ? Infinity : Number(b.price));

/** ', USD 12.50' or ', ARS 15.000' as the seller priced it; a 'ck' line's reference price. */
const priceText = (card: DigestMatch) => {
  if (card.linePrice !== CK_PRICE) return `, ${linePriceText(card.linePrice, '')}`;
  return card.price ? `, ${MONEY_TEXTS.usd(Number(card.price))}` : '';
};

/**
 * The alerts' digest (docs/product/notifications.md#digest): every new match since the last one,
 * grouped by seller, the seller of the cheapest card first and each seller's cards cheapest
 * first, each line linking to the card in the seller's library, where it is reserved.
 */
export function digestMail(
  to: { email: string; name: string },
  matches: DigestMatch[],
  more: number,
  publicUrl: string,
): MailMessage {
  const sellers = new Map<string, DigestMatch[]>();
  for (const match of [...matches].sort(byPrice)) {
    sellers.set(match.seller, [...(sellers.get(match.seller) ?? []), match]);
  }
  const list = [...sellers.values()].flatMap((cards) =>
    cards.map((card) => ({
      text: `${T.mailSeller(card.seller, card.province)}: ${card.cardName}${priceText(card)}`,
      link: `${publicUrl}${publicLibraryPath(card.libraryId, { cardName: card.cardName })}`,
    })),
  );
  const count = matches.length + more;
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
