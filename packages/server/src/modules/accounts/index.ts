// The face of modules/accounts for other modules (app.ts registers its routes.ts).
export { insertAccount, type AccountProfile, type NewAccount } from './insert-account';
export { hashPassword } from './passwords';
export { purgeDisabledAccounts } from './purge-accounts';
export { findUserByUsername, findUserIdsByName } from './queries';
export { ARGON2_OPTIONS, verifyPassword } from './passwords';
