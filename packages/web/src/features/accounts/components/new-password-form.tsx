import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, COMMON_TEXTS, resetPasswordSchema } from '@mdc/shared';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { notifySuccess, TOAST_MS } from '../../../lib/notifications';
import { useResetPassword } from '../api/reset-password';
import { BusyButton } from '../../../components/busy-button';
import { FailureAlert } from './failure-alert';
import { FormTextField } from './form-text-field';
import { AccountForm } from './account-form';

const newPasswordSchema = z
  .object({ password: resetPasswordSchema.shape.password, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: ACCOUNT_MESSAGES.resetPasswordsDontMatch,
    path: ['confirmPassword'],
  });
type NewPasswordValues = z.infer<typeof newPasswordSchema>;

/** Forgot password with the mailed token: sets the new password, then back to login. */
export function NewPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const navigate = useNavigate();
  const form = useForm<NewPasswordValues>({
    resolver: zodResolver(newPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
    mode: 'onTouched',
  });

  const save = form.handleSubmit(({ password }) =>
    reset.mutate(
      { password, token },
      {
        onSuccess: () => {
          notifySuccess(ACCOUNT_MESSAGES.resetSuccess, TOAST_MS);
          navigate('/login');
        },
      },
    ),
  );

  return (
    <AccountForm form={form} onSubmit={save}>
      {reset.isError && <FailureAlert title={ACCOUNT_MESSAGES.resetFailure} error={reset.error} />}
      <FormTextField<NewPasswordValues>
        name="password"
        label="Nueva contraseña"
        type="password"
        autoComplete="new-password"
        required
      />
      <FormTextField<NewPasswordValues>
        name="confirmPassword"
        label="Confirmar contraseña"
        type="password"
        autoComplete="new-password"
        required
      />
      <BusyButton
        busy={reset.isPending}
        label="Guardar nueva contraseña"
        busyLabel={COMMON_TEXTS.saving}
      />
    </AccountForm>
  );
}
