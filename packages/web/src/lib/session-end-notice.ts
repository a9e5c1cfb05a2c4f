import { externalStore } from './external-store';

/**
 * Why the server ended this browser's session, when it said why (SEC-006: the account was
 * suspended; docs/product/accounts-and-sessions.md#sessions). The shell shows it until the person
 * dismisses it; kept in the tab's session storage, so a reload does not lose it.
 */
const STORAGE_KEY = 'sessionEndNotice';
const store = externalStore<string | null>(read());

function read(): string | null {
  try {
    return sessionStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked: the notice lives as long as the page.
    return null;
  }
}

function write(next: string | null): void {
  try {
    if (next === null) sessionStorage.removeItem(STORAGE_KEY);
    else sessionStorage.setItem(STORAGE_KEY, next);
  } catch {
    // See read.
  }
  store.set(next);
}

/** The server ended the session and said why: the shell shows `message` until dismissed. */
export const noteSessionEnded = (message: string) => write(message);

export const dismissSessionEndNotice = () => write(null);

export const useSessionEndNotice = store.useValue;
