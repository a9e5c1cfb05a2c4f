/** Version label shown in the footer (accounts-session-shell.md §1). */
export const APP_VERSION_LABEL = '2025.08.24.1';

export const APP_NAME = 'Mercado de Cartas';
