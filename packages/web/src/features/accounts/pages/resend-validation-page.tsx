import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, emailFormSchema } from '@mdc/shared';
import { Alert } from '@mui/material';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { errorMessage } from '../../../lib/api-client';
import { useResendValidationEmail } from '../api/resend-validation-email';
import { AccountPageLayout } from '../components/account-page-layout';
import { BusyButton } from '../../../components/busy-button';
import { ACCOUNT_FIELDS } from '../components/account-fields';
import { FormTextField } from '../components/form-text-field';
import { AccountForm } from '../components/account-form';

type EmailForm = z.input<typeof emailFormSchema>;

/** Asks for the validation mail again; the outcome stays on screen as an alert. */
export function ResendValidationPage() {
  const resend = useResendValidationEmail();
  const form = useForm<EmailForm, unknown, z.output<typeof emailFormSchema>>({
    resolver: zodResolver(emailFormSchema),
    defaultValues: { email: '' },
    mode: 'onTouched',
  });

  return (
    <AccountPageLayout
      title={ACCOUNT_MESSAGES.resendValidationLink}
      description="Pedí otra vez el correo para validar tu cuenta."
    >
      <AccountForm form={form} onSubmit={form.handleSubmit(({ email }) => resend.mutate(email))}>
        {resend.isSuccess && <Alert severity="success">{ACCOUNT_MESSAGES.resendSuccess}</Alert>}
        {resend.isError && (
          <Alert severity="error">
            {errorMessage(resend.error, ACCOUNT_MESSAGES.resendFailure)}
          </Alert>
        )}
        <FormTextField<EmailForm> name="email" {...ACCOUNT_FIELDS.email} required />
        <BusyButton busy={resend.isPending} label="Reenviar correo" busyLabel="Enviando..." />
      </AccountForm>
    </AccountPageLayout>
  );
}
