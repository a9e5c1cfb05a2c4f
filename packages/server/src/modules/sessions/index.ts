/**
 * The face of modules/sessions for other modules: who is asking (`currentUser` behind
 * `app.requireUser`), opening and ending sessions, and their cookies. app.ts registers the
 * plugin (plugin.ts) and job-list.ts the expiry job directly.
 */
export { clearSessionCookies, setSessionCookies } from './cookies';
export { currentUser, type RequestAuth } from './current-user';
export { sessionsNeeds, type SessionsNeeds } from './needs';
export { createSession, endSession, endUserSessions, type SessionUser } from './service';
export {
  EMAIL_COOKIE,
  EXPIRATION_COOKIE,
  SESSION_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
  xsrfTokenFor,
} from './cookies';
