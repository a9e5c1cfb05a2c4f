import { zodResolver } from '@hookform/resolvers/zod';
import { registrationSchema, type RegistrationPayload } from '@mdc/shared';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

export type RegistrationFormValues = Omit<RegistrationPayload, 'tycAccepted'>;
export type RegistrationRequest = z.output<typeof registrationSchema>;

const resolveRegistration = zodResolver(registrationSchema);

/**
 * Every rule of the shared registration schema except the terms: the form cannot hold them,
 * the terms modal collects them after submit, and only then is the request sent.
 */
export const registrationFormResolver: Resolver<
  RegistrationFormValues,
  unknown,
  RegistrationRequest
> = (values, context, options) =>
  // A copy of the options: TypeScript then checks it by shape, where the form's field names
  // fit among the payload's.
  resolveRegistration({ ...values, tycAccepted: true }, context, { ...options });
