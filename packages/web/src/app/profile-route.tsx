import { ProfilePage } from '../features/accounts/pages/profile-page';
import { MeetingPlacesSection } from '../features/places';
import { BlockedUsersSection } from '../features/reports';

/**
 * /profile: the profile page with the member's meeting points (the places feature) and the
 * users one blocked (the reports feature).
 */
export function ProfileRoute() {
  return (
    <ProfilePage meetingPlaces={<MeetingPlacesSection />} blockedUsers={<BlockedUsersSection />} />
  );
}
