/** Version label shown in the footer (accounts-session-shell.md §1). */
export const APP_VERSION_LABEL = '2025.08.24.1';

export const APP_NAME = 'Mercado de Cartas';

/** How long notifications stay (both spec documents, §9): snack bars and toasts, with 'Cerrar'. */
export const NOTIFICATION_MS = { snackbar: 3500, toast: 4000 } as const;
