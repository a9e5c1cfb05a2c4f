import { z } from 'zod';
import { ACCOUNT_TOKEN_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../accounts/constants';
import { ACCOUNT_MESSAGES } from '../accounts/messages';
import {
  confirmResponseSchema,
  consentResponseSchema,
  messageResponseSchema,
  userProfileSchema,
} from '../accounts/responses';
import {
  deleteAccountSchema,
  emailFormSchema,
  profileUpdateSchema,
  registrationSchema,
  resetPasswordSchema,
} from '../accounts/schemas';
import { memberPlacesSchema } from '../places/schemas';
import { textField } from '../text-field';
import { endpoint, errorAnswers } from './endpoint';
import { routes } from './routes';

export const accountsApi = {
  register: endpoint({
    ...routes.accounts.register,
    auth: 'none',
    limit: 'global',
    tags: ['accounts'],
    summary: 'Register; mails the validation link',
    body: registrationSchema,
    responses: { 201: messageResponseSchema, ...errorAnswers(400, 403, 409, 429) },
  }),
  profile: endpoint({
    ...routes.accounts.profile,
    auth: 'user',
    limit: 'global',
    tags: ['accounts'],
    summary: "The logged-in user's profile, with his meeting points",
    responses: {
      200: userProfileSchema.extend({ places: memberPlacesSchema }),
      ...errorAnswers(401),
    },
  }),
  update: endpoint({
    ...routes.accounts.update,
    auth: 'user',
    limit: 'global',
    tags: ['accounts'],
    summary: 'Edit the profile; a new e-mail takes effect once validated',
    body: profileUpdateSchema,
    responses: { 200: userProfileSchema, ...errorAnswers(400, 401, 403, 409, 429) },
  }),
  resendConfirmation: endpoint({
    ...routes.accounts.resendConfirmation,
    auth: 'none',
    limit: 'global',
    tags: ['accounts'],
    summary: 'Mail the validation link again (same answer for every address)',
    params: emailFormSchema,
    responses: { 200: messageResponseSchema, ...errorAnswers(400, 403, 429) },
  }),
  recoveryMail: endpoint({
    ...routes.accounts.recoveryMail,
    auth: 'none',
    limit: 'global',
    tags: ['accounts'],
    summary: 'Mail a password reset link (same answer for every address)',
    query: emailFormSchema,
    responses: { 200: messageResponseSchema, ...errorAnswers(400, 403, 429) },
  }),
  recover: endpoint({
    ...routes.accounts.recover,
    auth: 'none',
    limit: 'global',
    tags: ['accounts'],
    summary: 'Set a new password from a reset link; ends every session',
    body: resetPasswordSchema,
    responses: { 200: messageResponseSchema, ...errorAnswers(400, 403, 409, 410) },
  }),
  delete: endpoint({
    ...routes.accounts.delete,
    auth: 'none',
    limit: 'global',
    tags: ['accounts'],
    summary: 'Delete the account: disabled now, erased after ACCOUNT_PURGE_DAYS',
    body: deleteAccountSchema,
    responses: { 200: messageResponseSchema, ...errorAnswers(400, 401, 403, 429) },
  }),
  confirm: endpoint({
    ...routes.accounts.confirm,
    auth: 'none',
    limit: 'global',
    tags: ['accounts'],
    summary: 'Follow a validation link (registration or e-mail change)',
    query: z.object({
      validationToken: textField()
        .max(ACCOUNT_TOKEN_MAX_LENGTH, ACCOUNT_MESSAGES.linkInvalid)
        .optional(),
    }),
    responses: { 200: confirmResponseSchema, ...errorAnswers(400, 409, 410) },
  }),
  consent: endpoint({
    ...routes.accounts.consent,
    auth: 'user',
    limit: 'global',
    tags: ['accounts'],
    summary: 'Whether the user accepted the current terms (owner only)',
    params: z.object({
      email: textField().max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.emailTooLong),
    }),
    responses: { 200: consentResponseSchema, ...errorAnswers(401, 403) },
  }),
};
