import { ACCOUNT_MESSAGES, SHELL_LABELS } from '@mdc/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { LoginPayload } from '@mdc/shared';
import { Button, Checkbox, CircularProgress, FormControlLabel, Link, Stack } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_FIELDS } from './account-fields';
import type { SendingFormProps } from './sending-form';
import { FormTextField } from './form-text-field';
import { loginFormSchema, toLoginPayload, type LoginFormValues } from './login-form-values';
import { AccountForm } from './account-form';

/** 'Iniciar sesión': identifier, password, 'Mantener sesión iniciada', and the ways out. */
export function LoginForm({ busy, onSubmit }: SendingFormProps<LoginPayload>) {
  const form = useForm<LoginFormValues>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { identifier: '', password: '', keepSession: false },
  });

  return (
    <AccountForm
      form={form}
      onSubmit={form.handleSubmit((values) => onSubmit(toLoginPayload(values)))}
    >
      <FormTextField<LoginFormValues>
        name="identifier"
        label="Usuario o email"
        placeholder="usuario o email"
        autoComplete="username"
        autoFocus
        required
      />
      <FormTextField<LoginFormValues> name="password" {...ACCOUNT_FIELDS.password} required />
      <Controller
        name="keepSession"
        control={form.control}
        render={({ field }) => (
          <FormControlLabel
            label="Mantener sesión iniciada"
            control={
              <Checkbox
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        )}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button type="submit" variant="contained" disabled={busy}>
          {SHELL_LABELS.login}
        </Button>
        {busy && <CircularProgress size={30} aria-label={ACCOUNT_MESSAGES.loading} />}
      </Stack>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'flex-start', sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Button component={RouterLink} to="/register" variant="outlined">
          No estoy registrado
        </Button>
        <Link component={RouterLink} to="/forgotpassword">
          Olvidé mi contraseña
        </Link>
      </Stack>
    </AccountForm>
  );
}
