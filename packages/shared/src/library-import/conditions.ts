import type { CardCondition } from '../catalog/constants';
import { lookupKey } from './lookup-key';

/**
 * Condition names of the exports → codes. The inherited mapping (nearmint NM, lightlyplayed LP,
 * moderatelyplayed MP, heavilyplayed HP, damaged DMG) plus the Cardmarket-style grades Dragon
 * Shield writes (Mint, Excellent, Good, Light Played, Played, Poor), kept in their order of wear:
 * Excellent is one step below Near Mint (SP), Good sits with Light Played (LP), Played is MP.
 */
const CONDITION_NAMES: Record<string, CardCondition> = {
  mint: 'M',
  mt: 'M',
  m: 'M',
  nearmint: 'NM',
  nm: 'NM',
  excellent: 'SP',
  ex: 'SP',
  slightlyplayed: 'SP',
  sp: 'SP',
  good: 'LP',
  gd: 'LP',
  lightlyplayed: 'LP',
  lightplayed: 'LP',
  lp: 'LP',
  played: 'MP',
  pl: 'MP',
  moderatelyplayed: 'MP',
  mp: 'MP',
  heavilyplayed: 'HP',
  heavyplayed: 'HP',
  hp: 'HP',
  poor: 'DMG',
  po: 'DMG',
  damaged: 'DMG',
  dmg: 'DMG',
};

/** The code of a condition name; empty or unknown gives the default, NM. */
export function conditionFromName(name: string): CardCondition {
  return CONDITION_NAMES[lookupKey(name)] ?? 'NM';
}
