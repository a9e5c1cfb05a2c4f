import { placeNameKey } from './name-key';

/**
 * The weekdays a free text of days and hours names ('sábados 15 a 19', 'lunes a viernes de 18
 * a 21', 'fines de semana'), as Date#getDay numbers them (0 Sunday … 6 Saturday), sorted. What it
 * cannot read gives no day: the days picked in the form win, this only fills them when none
 * were sent (docs/decisions/034-meeting-places.md).
 */

// Sunday first: index = getDay number. Abbreviations as people write them ('sab', 'mie').
const DAY_WORDS: readonly (readonly string[])[] = [
  ['domingo', 'domingos', 'dom', 'do'],
  ['lunes', 'lun', 'lu'],
  ['martes', 'mar', 'ma'],
  ['miercoles', 'mie', 'mi'],
  ['jueves', 'jue', 'ju'],
  ['viernes', 'vie', 'vi'],
  ['sabado', 'sabados', 'sab', 'sa'],
];
// Abbreviations that are words too ('mi casa', 'Mar del Plata') count only beside another day.
const AMBIGUOUS = new Set(['do', 'lu', 'ma', 'mar', 'mi', 'ju', 'vi', 'sa']);

const dayOf = (word: string, loose: boolean): number | undefined => {
  if (!loose && AMBIGUOUS.has(word)) return undefined;
  const index = DAY_WORDS.findIndex((words) => words.includes(word));
  return index < 0 ? undefined : index;
};

/** Monday-first order, so 'viernes a lunes' runs over the weekend. */
const mondayFirst = (day: number) => (day + 6) % 7;

function range(from: number, to: number): number[] {
  const days: number[] = [];
  for (let step = 0; step <= (mondayFirst(to) - mondayFirst(from) + 7) % 7; step += 1) {
    days.push((from + step) % 7);
  }
  return days;
}

export function weekdaysIn(text: string): number[] {
  const key = placeNameKey(text);
  const found = new Set<number>();
  if (/\b(todos los dias|toda la semana)\b/.test(key)) return [0, 1, 2, 3, 4, 5, 6];
  if (/\b(fin(es)? de semana|finde(s)?)\b/.test(key)) [0, 6].forEach((day) => found.add(day));
  const words = key.split(' ');
  const loose = words.filter((word) => dayOf(word, true) !== undefined).length > 1;
  for (let index = 0; index < words.length; index += 1) {
    const day = dayOf(words[index]!, loose);
    if (day === undefined) continue;
    const [joiner, next] = [words[index + 1], words[index + 2]];
    const until = next === undefined ? undefined : dayOf(next, loose);
    if ((joiner === 'a' || joiner === 'al') && until !== undefined) {
      range(day, until).forEach((each) => found.add(each));
      index += 2;
    } else {
      found.add(day);
    }
  }
  return [...found].sort((a, b) => a - b);
}
