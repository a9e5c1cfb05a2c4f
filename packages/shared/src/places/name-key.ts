/**
 * The key two members' names of one place are compared by (docs/product/places.md#sharing):
 * lower case, without accents or punctuation, one space between words. 'Estación Retiro, hall
 * central' and 'estacion retiro - HALL CENTRAL' are the same place in the same city; compatibility
 * forms fold too ('5ª' is '5a').
 */
export function placeNameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** A name as it is shown and stored: trimmed, one space between words. */
export const tidyPlaceText = (text: string) => text.trim().replace(/\s+/g, ' ');
