/** What the app shell uses from accounts besides its pages: the session's watchers. */
export { SessionGuardian } from './components/session-guardian';
