import type { CardLanguage } from '../catalog/constants';
import { lookupKey } from './lookup-key';

/**
 * Language names (English and Spanish), ISO 639-2 three-letter codes and the codes themselves →
 * our codes (docs/product/libraries.md#cards). Plain "Chinese" and its ISO codes (`zh` too) mean
 * Simplified, the common print.
 */
const LANGUAGE_NAMES: Record<CardLanguage, string[]> = {
  en: ['english', 'eng', 'ingles'],
  es: ['spanish', 'spa', 'espanol', 'castellano'],
  fr: ['french', 'fra', 'fre', 'frances'],
  de: ['german', 'deu', 'ger', 'deutsch', 'aleman'],
  it: ['italian', 'ita', 'italiano'],
  pt: ['portuguese', 'por', 'portugues', 'portuguesebrazil', 'brazilianportuguese'],
  ja: ['japanese', 'jpn', 'jp', 'japones'],
  ko: ['korean', 'kor', 'kr', 'coreano'],
  ru: ['russian', 'rus', 'ruso'],
  zhs: ['chinesesimplified', 'simplifiedchinese', 'chinese', 'zh', 'chi', 'zho', 'chs', 'zhcn'],
  zht: ['chinesetraditional', 'traditionalchinese', 'cht', 'zhtw'],
  he: ['hebrew', 'heb', 'hebreo'],
  la: ['latin', 'lat'],
  grc: ['ancientgreek', 'greek', 'griego'],
  ar: ['arabic', 'ara', 'arabe'],
  sa: ['sanskrit', 'san', 'sanscrito'],
  ph: ['phyrexian', 'phy', 'pirexiano'],
};

const LANGUAGE_BY_KEY = new Map<string, CardLanguage>(
  Object.entries(LANGUAGE_NAMES).flatMap(([code, names]) =>
    [code, ...names].map((name) => [name, code as CardLanguage] as const),
  ),
);

/** The code of a language name; empty or unknown gives the default, en. */
export function languageFromName(name: string): CardLanguage {
  return LANGUAGE_BY_KEY.get(lookupKey(name)) ?? 'en';
}
