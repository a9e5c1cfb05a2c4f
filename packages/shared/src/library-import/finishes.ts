import { lookupKey } from './lookup-key';

/**
 * Whether a finish is a foil. Dragon Shield writes Normal, Foil and many named foils (Textured
 * Foil, Surge Foil, Gilded Foil, First-place Foil…); Moxfield writes foil or etched. Etched
 * cards are sold as foils, so every finish but plain counts.
 */
export function isFoilFinish(finish: string): boolean {
  const key = lookupKey(finish);
  return key.endsWith('foil') || key === 'etched' || key === 'foiletched';
}
