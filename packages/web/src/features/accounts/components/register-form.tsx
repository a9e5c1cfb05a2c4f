import { ACCOUNT_MESSAGES, ARGENTINA } from '@mdc/shared';
import { Alert, Button, Stack } from '@mui/material';
import { FormProvider, useForm } from 'react-hook-form';
import { FormTextField } from './form-text-field';
import { LocationFields } from './location-fields';
import {
  registrationFormResolver,
  type RegistrationFormValues,
  type RegistrationRequest,
} from './registration-form-resolver';

const emptyRegistration: RegistrationFormValues = {
  user: '',
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  // The only country on offer, so it comes chosen and its provinces load at once.
  country: ARGENTINA.name,
  countryId: ARGENTINA.id,
  region: '',
  regionId: null,
  city: '',
  cityId: null,
  password: '',
  confirmPassword: '',
};

/** The 'Registro de Usuario' form; 'Registrar' stays disabled while anything is invalid. */
export function RegisterForm({
  busy,
  onSubmit,
}: {
  busy: boolean;
  onSubmit: (request: RegistrationRequest) => void;
}) {
  const form = useForm<RegistrationFormValues, unknown, RegistrationRequest>({
    resolver: registrationFormResolver,
    defaultValues: emptyRegistration,
    mode: 'onTouched',
  });
  const { isValid, isSubmitted, touchedFields } = form.formState;
  const touched = isSubmitted || Object.keys(touchedFields).length > 0;
  type Field = RegistrationFormValues;

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(onSubmit)}>
        <FormTextField<Field> name="user" label="Usuario" required autoComplete="username" />
        <FormTextField<Field> name="firstName" label="Nombre" required autoComplete="given-name" />
        <FormTextField<Field>
          name="lastName"
          label="Apellido"
          required
          autoComplete="family-name"
        />
        <FormTextField<Field>
          name="email"
          label="Email"
          type="email"
          required
          autoComplete="email"
        />
        <FormTextField<Field>
          name="phoneNumber"
          label="Teléfono"
          type="tel"
          required
          autoComplete="tel"
        />
        <LocationFields />
        <FormTextField<Field>
          name="password"
          label="Contraseña"
          type="password"
          required
          autoComplete="new-password"
        />
        <FormTextField<Field>
          name="confirmPassword"
          label="Confirmar Contraseña"
          type="password"
          required
          autoComplete="new-password"
        />
        {!isValid && touched && <Alert severity="warning">{ACCOUNT_MESSAGES.formInvalid}</Alert>}
        <Button type="submit" variant="contained" disabled={!isValid || busy}>
          Registrar
        </Button>
      </Stack>
    </FormProvider>
  );
}
