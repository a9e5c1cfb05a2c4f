// The face of modules/blocks for other modules (app.ts registers its routes.ts).
export { assertNotBlocked, blockedEitherWay } from './blocks';
