import { ACCOUNT_MESSAGES, SHELL_LABELS } from '@mdc/shared';
import { Alert, Stack } from '@mui/material';
import { useNavigate } from 'react-router';
import { notifySuccess, TOAST_MS } from '../../../lib/notifications';
import { useDeleteAccount } from '../api/delete-account';
import { AccountPageLayout } from '../components/account-page-layout';
import { DeleteAccountForm } from '../components/delete-account-form';
import { FailureAlert } from '../components/failure-alert';

/** 'Eliminar mi cuenta': the account is disabled at once; success → home, logged out. */
export function DeleteAccountPage() {
  const deleteAccount = useDeleteAccount();
  const navigate = useNavigate();

  return (
    <AccountPageLayout title={SHELL_LABELS.deleteAccount} description="Pedí la baja de tu cuenta.">
      <Stack spacing={2}>
        <Alert severity="warning">{ACCOUNT_MESSAGES.deleteWarning}</Alert>
        {deleteAccount.isError && (
          <FailureAlert title={ACCOUNT_MESSAGES.deleteFailure} error={deleteAccount.error} />
        )}
        <DeleteAccountForm
          busy={deleteAccount.isPending}
          onSubmit={(payload) =>
            deleteAccount.mutate(payload, {
              onSuccess: () => {
                notifySuccess(ACCOUNT_MESSAGES.deleteSuccess, TOAST_MS);
                navigate('/search');
              },
            })
          }
        />
      </Stack>
    </AccountPageLayout>
  );
}
