/**
 * The face of modules/accounts for other modules (app.ts registers its routes.ts). Accounts sit
 * below libraries, blocks, reservations and search: what an account's change asks of them goes
 * through `accountsNeeds`, which src/module-wiring.ts fills.
 */
export { accountsView } from './accounts-view';
export { insertAccount, type AccountProfile, type NewAccount } from './insert-account';
export { findAccountNames, findAddressee, type AccountName } from './names';
export { accountsNeeds, type AccountsNeeds } from './needs';
export { hashPassword } from './passwords';
export { purgeDisabledAccounts } from './purge-accounts';
export { findProfileCityId, findUserById, findUserByUsername, findUserIdsByName } from './queries';
export { ARGON2_OPTIONS, verifyPassword } from './passwords';
export { findRole, listWithRole, setRole, setSuspended, type Role } from './roles';
