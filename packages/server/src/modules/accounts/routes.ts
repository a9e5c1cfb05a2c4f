import {
  ACCOUNT_MESSAGES,
  ACCOUNT_TOKEN_MAX_LENGTH,
  BOT_CHECK_ACTIONS,
  confirmResponseSchema,
  consentResponseSchema,
  deleteAccountSchema,
  EMAIL_MAX_LENGTH,
  emailFormSchema,
  ERRORS,
  messageResponseSchema,
  profileUpdateSchema,
  registrationSchema,
  resetPasswordSchema,
  textField,
  userProfileSchema,
} from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../errors';
import { errorResponses } from '../../lib/route-options';
import { requireBotCheck } from '../botcheck/index';
import { clearSessionCookies, currentUser } from '../sessions/index';
import { confirmEmail } from './confirm-email';
import type { AccountsContext } from './context';
import { deleteAccount } from './delete-account';
import { answerMailRequest } from './mail-requests';
import { mailResetLink, resetPassword } from './password-recovery';
import { findUserById, getProfile, hasCurrentConsent } from './queries';
import { registerUser } from './register-user';
import { limitIdentityConflicts } from './request-limits';
import { mailValidationLinkAgain } from './resend-validation';
import { updateProfile } from './update-profile';

/** The account calls under /api (docs/product/accounts-and-sessions.md). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (): AccountsContext => ({
    db: app.db,
    now: app.clock(),
    publicUrl: app.config.publicUrl,
    purgeDays: app.config.accountPurgeDays,
  });
  const secureCookies = app.config.publicUrl.startsWith('https:');

  app.post(
    '/user',
    {
      preHandler: requireBotCheck(BOT_CHECK_ACTIONS.register),
      schema: {
        tags: ['accounts'],
        summary: 'Register; mails the validation link',
        body: registrationSchema,
        response: { 201: messageResponseSchema, ...errorResponses(400, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      await limitIdentityConflicts(app.db, request.ip, app.clock(), () =>
        registerUser(context(), request.body),
      );
      return reply.status(201).send({ message: ACCOUNT_MESSAGES.registerSuccess });
    },
  );

  app.get(
    '/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: "The logged-in user's profile",
        security: [{ cookie: [] }, { bearer: [] }],
        response: { 200: userProfileSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const profile = await getProfile(app.db, currentUser(request).id);
      if (!profile) throw AppError.of('unauthenticated');
      return profile;
    },
  );

  app.patch(
    '/user',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Edit the profile; a new e-mail takes effect once validated',
        security: [{ cookie: [] }, { bearer: [] }],
        body: profileUpdateSchema,
        response: { 200: userProfileSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) =>
      limitIdentityConflicts(app.db, request.ip, app.clock(), () =>
        updateProfile(context(), currentUser(request).id, request.body),
      ),
  );

  app.get(
    '/user/resend/:email',
    {
      preHandler: requireBotCheck(BOT_CHECK_ACTIONS.modify),
      schema: {
        tags: ['accounts'],
        summary: 'Mail the validation link again (same answer for every address)',
        params: emailFormSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.params;
      await answerMailRequest('resend', context(), email, request, reply, mailValidationLinkAgain);
      return { message: ACCOUNT_MESSAGES.resendSuccess };
    },
  );

  app.get(
    '/user/recover',
    {
      preHandler: requireBotCheck(BOT_CHECK_ACTIONS.modify),
      schema: {
        tags: ['accounts'],
        summary: 'Mail a password reset link (same answer for every address)',
        querystring: emailFormSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 403, 429) },
      },
    },
    async (request, reply) => {
      const { email } = request.query;
      await answerMailRequest('recover', context(), email, request, reply, mailResetLink);
      return { message: ACCOUNT_MESSAGES.forgotSent };
    },
  );

  app.post(
    '/user/recover',
    {
      preHandler: requireBotCheck(BOT_CHECK_ACTIONS.modify),
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password from a reset link; ends every session',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 403, 409, 410) },
      },
    },
    async (request, reply) => {
      await resetPassword(context(), request.body);
      clearSessionCookies(reply, secureCookies);
      return { message: ACCOUNT_MESSAGES.resetSuccess };
    },
  );

  app.post(
    '/user/delete',
    {
      preHandler: requireBotCheck(BOT_CHECK_ACTIONS.delete),
      schema: {
        tags: ['accounts'],
        summary: 'Delete the account: disabled now, erased after ACCOUNT_PURGE_DAYS',
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      await deleteAccount(context(), { ...request.body, ip: request.ip });
      clearSessionCookies(reply, secureCookies);
      return { message: ACCOUNT_MESSAGES.deleteSuccess };
    },
  );

  app.get(
    '/user/confirm',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Follow a validation link (registration or e-mail change)',
        querystring: z.object({
          validationToken: textField()
            .max(ACCOUNT_TOKEN_MAX_LENGTH, ACCOUNT_MESSAGES.linkInvalid)
            .optional(),
        }),
        response: { 200: confirmResponseSchema, ...errorResponses(400, 409, 410) },
      },
    },
    async (request) => {
      const token = request.query.validationToken?.trim();
      if (!token) throw AppError.of('tokenMissing');
      await confirmEmail(context(), token);
      const { code, message } = ERRORS.validationSucceeded;
      return { code, message };
    },
  );

  app.get(
    '/user/:email/consent',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['accounts'],
        summary: 'Whether the user accepted the current terms (owner only)',
        security: [{ cookie: [] }, { bearer: [] }],
        params: z.object({
          email: textField().max(EMAIL_MAX_LENGTH, ACCOUNT_MESSAGES.emailTooLong),
        }),
        response: { 200: consentResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      if (request.params.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw AppError.of('forbidden');
      }
      const row = await findUserById(app.db, user.id);
      return { tycAccepted: Boolean(row && hasCurrentConsent(row)) };
    },
  );
};
