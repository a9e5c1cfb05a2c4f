import { parseDeckText } from '@mdc/shared';

/**
 * The names of a pasted text (a list, a deck export) added after `names`, each once: a name
 * already chosen keeps its place.
 */
export function addPastedNames(names: readonly string[], text: string): string[] {
  return distinctNames([...names, ...parseDeckText(text)]);
}

/** Names trimmed, without empty ones, each once (ignoring case), in their order. */
export function distinctNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names
    .map((name) => name.trim())
    .filter((name) => {
      const key = name.toLowerCase();
      if (name === '' || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
