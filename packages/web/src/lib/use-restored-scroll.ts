import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'mdc.scroll';
/** Entries kept: the newest, enough for any walk back through the history of one tab. */
const KEPT = 50;

type Positions = Record<string, number>;

function readPositions(): Positions {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Positions;
  } catch {
    return {};
  }
}

function savePosition(key: string, top: number) {
  const positions = readPositions();
  delete positions[key];
  positions[key] = top;
  const keys = Object.keys(positions);
  for (const old of keys.slice(0, Math.max(0, keys.length - KEPT))) delete positions[old];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
  } catch {
    // A full or refused storage only loses the position.
  }
}

/**
 * The window's scroll position of this history entry, kept as the visitor scrolls (in the tab's
 * session storage, so a reload finds it too) and given back when the entry is shown again by
 * Back, Forward or a reload (the entry keeps its key), once the page says its content is
 * `ready`: the browser's own
 * restoration runs before the page has drawn what it restores to (the search's results come
 * from a query). A new entry (a link, a new search) opens where the shell puts it, or at the top
 * when `topWhenNew` (the search's start page, reached from results far down by the logo).
 */
export function useRestoredScroll(ready: boolean, { topWhenNew = false } = {}): void {
  const { key } = useLocation();
  const navigation = useNavigationType();
  // The entry whose position is settled: until then a scroll (the browser's own restoring, over
  // a page still short of its content) is not this entry's position.
  const restored = useRef<string | null>(null);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (restored.current !== key) return;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => savePosition(key, window.scrollY));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [key]);

  useLayoutEffect(() => {
    if (!ready || restored.current === key) return;
    restored.current = key;
    // 'default': an entry the app did not make (a link opened in a new tab) has no position.
    const top =
      navigation === 'POP' && key !== 'default'
        ? readPositions()[key]
        : navigation === 'PUSH' && topWhenNew
          ? 0
          : undefined;
    if (top !== undefined) window.scrollTo({ top, left: 0, behavior: 'instant' });
  }, [ready, key, navigation, topWhenNew]);
}
