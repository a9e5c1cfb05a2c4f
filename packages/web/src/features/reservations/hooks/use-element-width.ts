import { useLayoutEffect, useState, type RefObject } from 'react';

/**
 * The width of the element in `ref`, kept up to date as it resizes; 0 until known (and where
 * nothing lays pages out, as in the tests' document). Read before the first paint, so a layout chosen by it
 * does not flash.
 */
export function useElementWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setWidth(element.getBoundingClientRect().width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(entry.contentRect.width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
