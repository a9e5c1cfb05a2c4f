// The face of modules/accounts for other modules (app.ts registers its routes.ts).
export { purgeDisabledAccounts } from './purge-accounts';
export { findUserByUsername } from './queries';
