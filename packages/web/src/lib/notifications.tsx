import { NOTIFICATION_MS } from '@mdc/shared';
import type { OptionsObject } from 'notistack';
import { useSyncExternalStore } from 'react';

/**
 * Snack bars: 3500 ms with a 'Cerrar' action (toasts: 4000 ms;
 * docs/product/screens.md#dialogs-and-notifications).
 */
export const SNACKBAR_MS = NOTIFICATION_MS.snackbar;
export const TOAST_MS = NOTIFICATION_MS.toast;

// notistack and its container load with the first message, not with the first page: a message
// waits until a container is mounted (SnackbarHost, or a test's own SnackbarProvider).
type Message = [message: string, options: OptionsObject];
const waiting: Message[] = [];
const listeners = new Set<() => void>();
let hostWanted = false;

async function show(...message: Message): Promise<void> {
  const { enqueueSnackbar } = await import('notistack');
  // notistack sets its global enqueue once a provider is constructed.
  if (typeof enqueueSnackbar === 'function') return void enqueueSnackbar(...message);
  waiting.push(message);
  if (!hostWanted) {
    hostWanted = true;
    listeners.forEach((listener) => listener());
  }
}

/** True once a message asked for the snack bar container. */
export function useSnackbarHostWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => hostWanted,
  );
}

/** The container is mounted: the messages that waited for it are shown. */
export function flushWaitingMessages(enqueue: (...message: Message) => unknown): void {
  waiting.splice(0).forEach((message) => enqueue(...message));
}

export function notifySuccess(message: string, autoHideDuration: number = SNACKBAR_MS): void {
  void show(message, { variant: 'success', autoHideDuration });
}

export function notifyError(message: string, autoHideDuration: number = SNACKBAR_MS): void {
  void show(message, { variant: 'error', autoHideDuration });
}
