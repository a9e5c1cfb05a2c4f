/**
 * Card images come from Scryfall's CDN, addressed by the Scryfall id (our catalog id):
 * https://cards.scryfall.io/<size>/<face>/<id[0]>/<id[1]>/<id>.jpg
 */

export type CardImageSize = 'small' | 'normal' | 'large';
export type CardImageFace = 'front' | 'back';

export function cardImageUrl(
  catalogId: string,
  size: CardImageSize = 'normal',
  face: CardImageFace = 'front',
): string {
  const id = catalogId.toLowerCase();
  return `https://cards.scryfall.io/${size}/${face}/${id[0]}/${id[1]}/${id}.jpg`;
}

/** Front image, and the back one for cards printed with two faces (transform, modal DFC). */
export function cardImageUrls(
  catalogId: string,
  twoFaced: boolean,
  size: CardImageSize = 'normal',
): string[] {
  const front = cardImageUrl(catalogId, size, 'front');
  return twoFaced ? [front, cardImageUrl(catalogId, size, 'back')] : [front];
}
