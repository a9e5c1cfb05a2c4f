import { useState } from 'react';

/**
 * The page of a screen's cards (the public library, the search results): turning it goes back to
 * the top of the window, and a change of what is shown goes back to the first page.
 */
export function useScreenPage() {
  const [page, setPage] = useState(1);
  return {
    page,
    turn: (next: number) => {
      setPage(next);
      window.scrollTo({ top: 0 });
    },
    /** `set`, then the first page. */
    resetting:
      <T>(set: (value: T) => void) =>
      (value: T) => {
        set(value);
        setPage(1);
      },
  };
}
