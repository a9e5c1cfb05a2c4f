// The face of modules/moderation: its routes, and the role for the command line.
export { moderationRoutes } from './routes';
export { listModerators, setRole } from './moderators';
