// The face of modules/botcheck for other modules (app.ts registers its routes.ts).
export { requireBotCheck } from './pre-handler';
