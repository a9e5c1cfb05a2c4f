import { HIGHLIGHT_SEEN_KEY } from '@mdc/shared';
import { useCallback, useState } from 'react';

function readSeen(): boolean {
  try {
    return localStorage.getItem(HIGHLIGHT_SEEN_KEY) === 'true';
  } catch {
    // Storage blocked (private mode, policy): highlight; a click still ends it for now.
    return false;
  }
}

/** Whether the add button was ever clicked on this browser (spec §9 `highlight_seen`). */
export function useHighlightSeen(): [seen: boolean, markSeen: () => void] {
  const [seen, setSeen] = useState(readSeen);
  const markSeen = useCallback(() => {
    setSeen(true);
    try {
      localStorage.setItem(HIGHLIGHT_SEEN_KEY, 'true');
    } catch {
      // See readSeen: nothing more to do without storage.
    }
  }, []);
  return [seen, markSeen];
}
