import { ACCOUNT_MESSAGES, ARGENTINA } from '@mdc/shared';
import { Alert, Button } from '@mui/material';
import { useForm } from 'react-hook-form';
import { ACCOUNT_FIELDS, AccountFields } from './account-fields';
import type { SendingFormProps } from './sending-form';
import { FormTextField } from './form-text-field';
import { LocationFields } from './location-fields';
import {
  registrationFormResolver,
  type RegistrationFormValues,
  type RegistrationRequest,
} from './registration-form-resolver';
import { AccountForm } from './account-form';

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
export function RegisterForm({ busy, onSubmit }: SendingFormProps<RegistrationRequest>) {
  const form = useForm<RegistrationFormValues, unknown, RegistrationRequest>({
    resolver: registrationFormResolver,
    defaultValues: emptyRegistration,
    mode: 'onTouched',
  });
  const { isValid, isSubmitted, touchedFields } = form.formState;
  const touched = isSubmitted || Object.keys(touchedFields).length > 0;
  type Field = RegistrationFormValues;

  return (
    <AccountForm form={form} onSubmit={form.handleSubmit(onSubmit)}>
      <AccountFields fields={['user', 'firstName', 'lastName', 'email', 'phoneNumber']} required />
      <LocationFields />
      <FormTextField<Field>
        name="password"
        {...ACCOUNT_FIELDS.password}
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
    </AccountForm>
  );
}
