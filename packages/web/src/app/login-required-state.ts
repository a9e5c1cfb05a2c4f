/**
 * The history state the login guard leaves on the page it sends a guest to; the shell then loads
 * LoginRequiredNotice. Apart from the notice, which is its own chunk.
 */
export const LOGIN_REQUIRED_STATE = { loginRequired: true } as const;

export const isLoginRequired = (state: unknown) =>
  typeof state === 'object' && state !== null && 'loginRequired' in state;
