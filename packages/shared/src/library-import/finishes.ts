import { lookupKey } from './lookup-key';

/**
 * Whether a finish is a foil. Dragon Shield writes Normal, Foil and many named foils (Textured
 * Foil, Surge Foil, Gilded Foil, First-place Foil…); Moxfield writes foil or etched. Etched
 * cards are sold as foils, so every finish but plain counts; Scryfall's "nonfoil" is plain.
 */
export function isFoilFinish(finish: string): boolean {
  const key = lookupKey(finish);
  if (key.startsWith('non')) return false;
  return key.endsWith('foil') || key === 'etched' || key === 'foiletched';
}
