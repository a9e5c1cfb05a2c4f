/**
 * Links for a phone number as people write it in Argentina: a `tel:` link, and a WhatsApp link
 * when the number is written as a mobile. WhatsApp wants the international mobile form, 54 9 +
 * area code + number, without the trunk 0 and without the 15 dialled before a mobile:
 *   '+54 9 351 555-1234', '0351 15 555-1234', '351 15-555-1234' → wa.me/5493515551234
 *   '11 15 4444-1111', '+54 11 15 4444-1111', '(011) 15-4444-1111' → wa.me/5491144441111
 * A number without the 9 or the 15 ('0351 422-1234', '+54 11 4444-1111') may be a landline:
 * it gets the `tel:` link only.
 */

export interface PhoneLinks {
  /** `tel:+54…` for an Argentine number, else the digits as written (a leading + kept). */
  tel: string;
  /** `https://wa.me/549…` for an Argentine mobile; null otherwise. */
  whatsApp: string | null;
}

/** The 3-digit area codes; 11 is the only 2-digit one, every other code has 4 digits. */
const THREE_DIGIT_AREAS = new Set(
  (
    '220 221 223 230 236 237 249 260 261 263 264 266 280 291 294 297 298 299 336 341 342 343 ' +
    '345 348 351 353 358 362 364 370 376 379 380 381 383 385 387 388'
  ).split(' '),
);

const areaLength = (digits: string) =>
  digits.startsWith('11') ? 2 : THREE_DIGIT_AREAS.has(digits.slice(0, 3)) ? 3 : 4;

/** Area code + number, 10 digits, and whether it was written as a mobile; null if not that. */
function nationalNumber(raw: string): { national: string; mobile: boolean } | null {
  let digits = raw.replace(/\D/g, '');
  const international = raw.trim().startsWith('+') || digits.startsWith('00');
  if (international) {
    digits = digits.replace(/^00/, '');
    if (!digits.startsWith('54')) return null;
    digits = digits.slice(2);
  }
  let mobile = false;
  if (digits.startsWith('9') && digits.length >= 11) {
    mobile = true;
    digits = digits.slice(1);
  }
  digits = digits.replace(/^0/, '');
  if (digits.length === 12) {
    const area = areaLength(digits);
    if (digits.slice(area, area + 2) !== '15') return null;
    mobile = true;
    digits = digits.slice(0, area) + digits.slice(area + 2);
  }
  const valid = digits.length === 10 && (digits.startsWith('11') || /^[23]/.test(digits));
  return valid ? { national: digits, mobile } : null;
}

/** The links of a phone number as written; null when it has too few digits to call. */
export function phoneLinks(phone: string | null | undefined): PhoneLinks | null {
  if (!phone) return null;
  const parsed = nationalNumber(phone);
  if (parsed) {
    const { national, mobile } = parsed;
    return {
      tel: `tel:+54${mobile ? '9' : ''}${national}`,
      whatsApp: mobile ? `https://wa.me/549${national}` : null,
    };
  }
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 6) return null;
  return { tel: `tel:${phone.trim().startsWith('+') ? '+' : ''}${digits}`, whatsApp: null };
}
