/**
 * Mounted once by the shell: the 5-minute session expiry check and the terms-consent check
 * when the user becomes logged in (accounts-session-shell.md §4). Filled by the accounts step.
 */
export function SessionGuardian() {
  return null;
}
