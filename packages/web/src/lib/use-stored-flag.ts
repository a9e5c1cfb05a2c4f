import { useCallback, useState } from 'react';

function readFlag(key: string): boolean {
  try {
    return localStorage.getItem(key) === 'true';
  } catch {
    // Storage blocked (private mode, policy): unset; setting it still holds for now.
    return false;
  }
}

/**
 * A local-storage flag ('true' once set) that this browser remembers: a dismissed banner or tip, a
 * highlight already seen (docs/product/screens.md#stored-flags). Returns whether it is set and how
 * to set it.
 */
export function useStoredFlag(key: string): [set: boolean, setFlag: () => void] {
  const [value, setValue] = useState(() => readFlag(key));
  const setFlag = useCallback(() => {
    setValue(true);
    try {
      localStorage.setItem(key, 'true');
    } catch {
      // See readFlag: nothing more to do without storage.
    }
  }, [key]);
  return [value, setFlag];
}
