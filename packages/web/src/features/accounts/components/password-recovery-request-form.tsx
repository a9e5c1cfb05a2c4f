import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, emailFormSchema } from '@mdc/shared';
import { Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { notifyError, notifySuccess, TOAST_MS } from '../../../lib/notifications';
import { useRequestPasswordRecovery } from '../api/request-password-recovery';
import { BusyButton } from '../../../components/busy-button';
import { ACCOUNT_FIELDS } from './account-fields';
import { FormTextField } from './form-text-field';
import { AccountForm } from './account-form';

type EmailForm = z.input<typeof emailFormSchema>;

/** Forgot password without a token: mails a reset link, then back to login. */
export function PasswordRecoveryRequestForm() {
  const request = useRequestPasswordRecovery();
  const navigate = useNavigate();
  const form = useForm<EmailForm, unknown, z.output<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  const send = form.handleSubmit(
    ({ email }) =>
      request.mutate(email, {
        onSuccess: () => {
          notifySuccess(ACCOUNT_MESSAGES.forgotSent, TOAST_MS);
          navigate('/login');
        },
        // The earlier product stayed silent here; we say what went wrong
        // (docs/product/accounts-and-sessions.md#password-recovery).
        onError: (error) =>
          notifyError(errorMessage(error, ACCOUNT_MESSAGES.forgotInvalidOrBusy), TOAST_MS),
      }),
    () => notifyError(ACCOUNT_MESSAGES.forgotInvalidOrBusy, TOAST_MS),
  );

  return (
    <AccountForm form={form} onSubmit={send}>
      <Typography>{ACCOUNT_MESSAGES.forgotPasswordExplanation}</Typography>
      <FormTextField<EmailForm> name="email" {...ACCOUNT_FIELDS.email} required />
      <BusyButton busy={request.isPending} label="Enviar" busyLabel="Enviando..." />
    </AccountForm>
  );
}
