import { ACCOUNT_MESSAGES } from '@mdc/shared';
import { useQueryClient } from '@tanstack/react-query';
import { TermsModal } from '../../../components/terms-modal';
import { errorMessage } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notifications';
import { useSession } from '../../../lib/session';
import { consentQueryOptions, useConsent } from '../api/get-consent';
import { useUpdateUser } from '../api/update-user';

/**
 * When the user becomes logged in the consent status is read; not accepted, or a failed check,
 * opens the terms modal, which only closes once the acceptance is stored.
 */
export function TermsConsentCheck() {
  const session = useSession();
  const email = session.loggedIn ? session.email : undefined;
  const consent = useConsent(email);
  const updateUser = useUpdateUser();
  const queryClient = useQueryClient();

  const accept = () =>
    updateUser.mutate(
      { tycAccepted: true },
      {
        onSuccess: () => {
          if (email)
            queryClient.setQueryData(consentQueryOptions(email).queryKey, { tycAccepted: true });
        },
        onError: (error) => notifyError(errorMessage(error, ACCOUNT_MESSAGES.termsUpdateFailure)),
      },
    );

  const open = Boolean(email) && (consent.isError || consent.data?.tycAccepted === false);
  return <TermsModal open={open} busy={updateUser.isPending} onAccept={accept} />;
}
