import { ACCOUNT_MESSAGES, SHELL_LABELS, SHELL_ROUTES } from '@mdc/shared';
import { Alert, CircularProgress, Divider, Link, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useUser } from '../../../lib/current-user';
import { AccountPageLayout } from '../components/account-page-layout';
import { ProfileForm } from '../components/profile-form';

/**
 * 'Perfil de Usuario' (login required: the route guard sees to it), and the way to leave.
 * `meetingPlaces` (the places feature's section) and `blockedUsers` (the reports feature's list)
 * are composed in by the app (app/profile-route).
 */
export function ProfilePage({
  meetingPlaces,
  blockedUsers,
}: {
  meetingPlaces?: ReactNode;
  blockedUsers?: ReactNode;
}) {
  const user = useUser();
  return (
    <AccountPageLayout title="Perfil de Usuario" description="Tus datos de contacto y ubicación.">
      <Stack spacing={3}>
        {user.isPending ? (
          <CircularProgress size={30} aria-label={ACCOUNT_MESSAGES.loading} />
        ) : user.isError ? (
          <Alert severity="error">
            {errorMessage(user.error, ACCOUNT_MESSAGES.profileLoadFailure)}
          </Alert>
        ) : (
          <ProfileForm profile={user.data} />
        )}
        {meetingPlaces && (
          <>
            <Divider />
            {meetingPlaces}
          </>
        )}
        {blockedUsers && (
          <>
            <Divider />
            {blockedUsers}
          </>
        )}
        <Link component={RouterLink} to={SHELL_ROUTES.deleteAccount} color="error">
          {SHELL_LABELS.deleteAccount}
        </Link>
      </Stack>
    </AccountPageLayout>
  );
}
