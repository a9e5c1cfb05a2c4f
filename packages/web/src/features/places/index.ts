/** What the app composes from the meeting points: the profile's section. */
export { MeetingPlacesSection } from './components/meeting-places-section';
