// The face of modules/blocks: what other modules may use.
export { assertNotBlocked, blockedEitherWay } from './blocks';
export { blockRoutes } from './routes';
