/** Version label shown in the footer (docs/product/screens.md#shell). */
export const APP_VERSION_LABEL = '2025.08.24.1';

export const APP_NAME = 'Mercado de Cartas';

/**
 * How long notifications stay: snack bars and toasts, with 'Cerrar'
 * (docs/product/screens.md#dialogs-and-notifications).
 */
export const NOTIFICATION_MS = { snackbar: 3500, toast: 4000 } as const;
