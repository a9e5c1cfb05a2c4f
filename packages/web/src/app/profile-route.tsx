import { ProfilePage } from '../features/accounts/pages/profile-page';
import { BlockedUsersSection } from '../features/reports';

/** /profile: the profile page with the users one blocked (the reports feature). */
export function ProfileRoute() {
  return <ProfilePage blockedUsers={<BlockedUsersSection />} />;
}
