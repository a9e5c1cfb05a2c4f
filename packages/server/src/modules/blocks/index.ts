/**
 * The face of modules/blocks for other modules (app.ts registers its routes.ts). Blocks sit
 * above accounts and below the reservations, which a block cancels through `blocksNeeds`
 * (filled by src/module-wiring.ts).
 */
export { assertNoneBlocked, blockedEitherWay } from './blocks';
export { blocksNeeds, type BlocksNeeds } from './needs';
