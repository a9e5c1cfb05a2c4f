import type { CardLanguage } from './constants';

/** The Spanish name of each card language code (docs/product/libraries.md#cards), for pickers. */
export const CARD_LANGUAGE_LABELS: Record<CardLanguage, string> = {
  en: 'Inglés',
  es: 'Español',
  fr: 'Francés',
  de: 'Alemán',
  it: 'Italiano',
  pt: 'Portugués',
  ja: 'Japonés',
  ko: 'Coreano',
  ru: 'Ruso',
  zhs: 'Chino simplificado',
  zht: 'Chino tradicional',
  he: 'Hebreo',
  la: 'Latín',
  grc: 'Griego antiguo',
  ar: 'Árabe',
  sa: 'Sánscrito',
  ph: 'Phyrexiano',
};

/** A code's Spanish name; an unknown code is shown as it came. */
export function cardLanguageLabel(code: string): string {
  return (CARD_LANGUAGE_LABELS as Record<string, string>)[code] ?? code;
}
