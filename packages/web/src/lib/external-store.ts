import { useSyncExternalStore } from 'react';

/**
 * A value outside React that components follow (the session's end notice, an open ⋮ dialog):
 * `set` changes it and re-renders whoever reads it with `useValue`.
 */
export function externalStore<T>(initial: T) {
  const listeners = new Set<() => void>();
  let value = initial;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    get: () => value,
    set(next: T) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    useValue: () => useSyncExternalStore(subscribe, () => value),
  };
}
