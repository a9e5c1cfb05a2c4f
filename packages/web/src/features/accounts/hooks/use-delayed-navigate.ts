import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** Goes to a route after a pause (the 2 s and 3 s redirects); cancelled on unmount. */
export function useDelayedNavigate(): (to: string, delayMs: number) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(
    (to, delayMs) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(to), delayMs);
    },
    [navigate],
  );
}
