import type { FastifyReply, FastifyRequest } from 'fastify';
import { afterAnswer } from '../mail/index';
import type { AccountsContext } from './context';
import { limitMailRequest } from './request-limits';

/**
 * 'Forgot password' and 'resend the validation link' answer the same for every address, and at
 * the same moment: the route does the same work for any address (the per-address and per-IP
 * limits), answers, and only then looks the address up and mails it if it has an account
 * (the known addresses answered ~2 ms later, which told them apart). A failure after
 * the answer is logged; the user was already told to check the inbox.
 */

type MailWork = (context: AccountsContext, email: string) => Promise<void>;

export async function answerMailRequest(
  kind: 'recover' | 'resend',
  context: AccountsContext,
  email: string,
  request: FastifyRequest,
  reply: FastifyReply,
  work: MailWork,
): Promise<void> {
  await limitMailRequest(context.db, kind, email, request.ip, context.now);
  // Its mail is delivered once the work's transaction has committed.
  const deliveringMail = afterAnswer();
  reply.raw.once('finish', () => {
    deliveringMail(() => work(context, email)).catch((err: unknown) =>
      request.log.error({ err, kind }, 'mail request failed after the answer'),
    );
  });
}
