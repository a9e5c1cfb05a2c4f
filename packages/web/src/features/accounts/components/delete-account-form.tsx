import { zodResolver } from '@hookform/resolvers/zod';
import { ACCOUNT_MESSAGES, deleteAccountSchema, type DeleteAccountPayload } from '@mdc/shared';
import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { BusyButton } from '../../../components/busy-button';
import type { SendingFormProps } from './sending-form';
import { ACCOUNT_FIELDS } from './account-fields';
import { FormTextField } from './form-text-field';
import { AccountForm } from './account-form';

const deleteAccountFormSchema = deleteAccountSchema.extend({
  confirm: z.boolean().refine(Boolean, ACCOUNT_MESSAGES.deleteConfirmRequired),
});
type DeleteAccountFormValues = z.input<typeof deleteAccountFormSchema>;

/** Email, password and the permanent-action checkbox; the button waits for all three. */
export function DeleteAccountForm({ busy, onSubmit }: SendingFormProps<DeleteAccountPayload>) {
  const form = useForm<DeleteAccountFormValues, unknown, z.output<typeof deleteAccountFormSchema>>({
    resolver: zodResolver(deleteAccountFormSchema),
    defaultValues: { email: '', password: '', confirm: false },
    mode: 'onTouched',
  });

  return (
    <AccountForm
      form={form}
      onSubmit={form.handleSubmit(({ email, password }) => onSubmit({ email, password }))}
    >
      <FormTextField<DeleteAccountFormValues> name="email" {...ACCOUNT_FIELDS.email} required />
      <FormTextField<DeleteAccountFormValues>
        name="password"
        {...ACCOUNT_FIELDS.password}
        required
      />
      <Controller
        name="confirm"
        control={form.control}
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormControlLabel
              label={ACCOUNT_MESSAGES.deleteConfirmLabel}
              control={
                <Checkbox
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      <BusyButton
        busy={busy}
        label="Eliminar cuenta"
        busyLabel="Eliminando..."
        color="error"
        disabled={!form.formState.isValid}
      />
    </AccountForm>
  );
}
