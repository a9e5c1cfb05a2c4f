// The face of modules/moderation for other code (app.ts registers its routes.ts).
export { listModerators, setRole } from './moderators';
