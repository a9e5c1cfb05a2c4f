import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { Alert, CircularProgress } from '@mui/material';
import { errorMessage } from '../../../lib/api-client';
import { useUser } from '../api/get-user';
import { AccountPageLayout } from '../components/account-page-layout';
import { ProfileForm } from '../components/profile-form';

/** 'Perfil de Usuario' (login required: the route guard sees to it). */
export function ProfilePage() {
  const user = useUser();
  return (
    <AccountPageLayout title="Perfil de Usuario" description="Tus datos de contacto y ubicación.">
      {user.isPending ? (
        <CircularProgress size={30} aria-label={ACCOUNT_MESSAGES.loading} />
      ) : user.isError ? (
        <Alert severity="error">
          {errorMessage(user.error, ACCOUNT_MESSAGES.profileLoadFailure)}
        </Alert>
      ) : (
        <ProfileForm profile={user.data} />
      )}
    </AccountPageLayout>
  );
}
