import { ACCOUNT_FIELD_LABELS as L } from '@mdc/shared';
import { FormTextField } from './form-text-field';

/** Each account field's label, input type and what the browser may fill in, for every form. */
export const ACCOUNT_FIELDS = {
  user: { label: L.user, autoComplete: 'username' },
  firstName: { label: L.firstName, autoComplete: 'given-name' },
  lastName: { label: L.lastName, autoComplete: 'family-name' },
  email: { label: L.email, type: 'email', autoComplete: 'email' },
  phoneNumber: { label: L.phoneNumber, type: 'tel', autoComplete: 'tel' },
  password: { label: L.password, type: 'password', autoComplete: 'current-password' },
} as const;

export type AccountField = keyof typeof ACCOUNT_FIELDS;

/** The person's fields of a form (registration, profile), in the order given. */
export function AccountFields({
  fields,
  readOnly,
  required,
}: {
  fields: AccountField[];
  readOnly?: boolean;
  required: boolean;
}) {
  return fields.map((name) => (
    <FormTextField
      key={name}
      name={name}
      {...ACCOUNT_FIELDS[name]}
      readOnly={readOnly}
      required={required}
    />
  ));
}
