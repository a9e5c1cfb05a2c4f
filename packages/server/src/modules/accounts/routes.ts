import { ACCOUNT_MESSAGES, BOT_CHECK_ACTIONS, ERRORS, accountsApi } from '@mdc/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { requireBotCheck } from '../botcheck/index';
import { listMemberPlaces } from '../places/index';
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
import { route } from '../../lib/route';

/** The account calls under /api (docs/product/accounts-and-sessions.md). */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const context = (): AccountsContext => ({
    db: app.db,
    now: app.clock(),
    publicUrl: app.config.publicUrl,
    purgeDays: app.config.accountPurgeDays,
  });
  const secureCookies = app.config.publicUrl.startsWith('https:');

  route(
    app,
    accountsApi.register,
    async (request, reply) => {
      await limitIdentityConflicts(app.db, request.ip, app.clock(), () =>
        registerUser(context(), request.body),
      );
      return reply.status(201).send({ message: ACCOUNT_MESSAGES.registerSuccess });
    },
    {
      preHandler: [requireBotCheck(BOT_CHECK_ACTIONS.register)],
    },
  );

  route(app, accountsApi.profile, async (request) => {
    const userId = currentUser(request).id;
    const [profile, places] = await Promise.all([
      getProfile(app.db, userId),
      listMemberPlaces(app.db, userId),
    ]);
    if (!profile) throw AppError.of('unauthenticated');
    return { ...profile, places };
  });

  route(app, accountsApi.update, async (request) =>
    limitIdentityConflicts(app.db, request.ip, app.clock(), () =>
      updateProfile(context(), currentUser(request).id, request.body),
    ),
  );

  route(
    app,
    accountsApi.resendConfirmation,
    async (request, reply) => {
      const { email } = request.params;
      await answerMailRequest('resend', context(), email, request, reply, mailValidationLinkAgain);
      return { message: ACCOUNT_MESSAGES.resendSuccess };
    },
    {
      preHandler: [requireBotCheck(BOT_CHECK_ACTIONS.modify)],
    },
  );

  route(
    app,
    accountsApi.recoveryMail,
    async (request, reply) => {
      const { email } = request.query;
      await answerMailRequest('recover', context(), email, request, reply, mailResetLink);
      return { message: ACCOUNT_MESSAGES.forgotSent };
    },
    {
      preHandler: [requireBotCheck(BOT_CHECK_ACTIONS.modify)],
    },
  );

  route(
    app,
    accountsApi.recover,
    async (request, reply) => {
      await resetPassword(context(), request.body);
      clearSessionCookies(reply, secureCookies);
      return { message: ACCOUNT_MESSAGES.resetSuccess };
    },
    {
      preHandler: [requireBotCheck(BOT_CHECK_ACTIONS.modify)],
    },
  );

  route(
    app,
    accountsApi.delete,
    async (request, reply) => {
      await deleteAccount(context(), { ...request.body, ip: request.ip });
      clearSessionCookies(reply, secureCookies);
      return { message: ACCOUNT_MESSAGES.deleteSuccess };
    },
    {
      preHandler: [requireBotCheck(BOT_CHECK_ACTIONS.delete)],
    },
  );

  route(app, accountsApi.confirm, async (request) => {
    const token = request.query.validationToken?.trim();
    if (!token) throw AppError.of('tokenMissing');
    await confirmEmail(context(), token);
    const { code, message } = ERRORS.validationSucceeded;
    return { code, message };
  });

  route(app, accountsApi.consent, async (request) => {
    const user = currentUser(request);
    if (request.params.email.trim().toLowerCase() !== user.email.toLowerCase()) {
      throw AppError.of('forbidden');
    }
    const row = await findUserById(app.db, user.id);
    return { tycAccepted: Boolean(row && hasCurrentConsent(row)) };
  });
};
