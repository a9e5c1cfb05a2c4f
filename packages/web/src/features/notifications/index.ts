/** What the app uses from notifications: the top bar's bell. */
export { NotificationBell } from './components/notification-bell';
