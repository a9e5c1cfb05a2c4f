import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const PREFIX = 'mdc.entry.';

function read<T>(storageKey: string): T | undefined {
  try {
    const text = sessionStorage.getItem(storageKey);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

/**
 * A piece of a screen's state kept with its history entry (in the tab's session storage): a
 * section unfolded on the results is unfolded again when Back or a reload shows them, so the
 * page has the height it had and the scroll position lands on the same cards
 * (lib/use-restored-scroll.ts). A new entry starts from `initial`.
 */
export function useEntryState<T>(name: string, initial: T): [T, (value: T) => void] {
  const { key } = useLocation();
  // 'default': an entry the app did not make (the first page of a tab) has nothing to keep.
  const kept = key !== 'default';
  const [value, setValue] = useState<T>(
    () => (kept ? read<T>(`${PREFIX}${key}.${name}`) : undefined) ?? initial,
  );
  useEffect(() => {
    if (!kept) return;
    try {
      sessionStorage.setItem(`${PREFIX}${key}.${name}`, JSON.stringify(value));
    } catch {
      // A full or refused storage only forgets the state.
    }
  }, [kept, key, name, value]);
  return [value, setValue];
}
