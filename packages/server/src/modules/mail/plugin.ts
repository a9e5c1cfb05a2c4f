import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { runMarkingMail, type MailMark } from './after-request';
import { createMailDelivery, type MailDelivery } from './mail-delivery';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    mailDelivery: MailDelivery;
  }
}

/**
 * One mail transport per app and this process's deliverer of the outbox, stopped with it; and
 * the one place that delivers a request's mail after its commit (after-request.ts): marked from
 * the first preHandler (after the body is read, so the handler runs under the mark), one pass
 * started when the request answers.
 */
export const mailPlugin = fp(
  async (app) => {
    const mailer = createMailer(app.config, app.log);
    const delivery = createMailDelivery({ db: app.db, mailer, clock: app.clock, log: app.log });
    app.decorate('mailer', mailer);
    app.decorate('mailDelivery', delivery);
    const marks = new WeakMap<FastifyRequest, MailMark>();
    app.addHook('preHandler', (request, _reply, done) => {
      const mark: MailMark = { enqueued: false, deliver: () => delivery.deliverSoon() };
      marks.set(request, mark);
      runMarkingMail(mark, done);
    });
    app.addHook('onSend', async (request, _reply, payload) => {
      const mark = marks.get(request);
      if (mark?.enqueued) {
        mark.enqueued = false;
        mark.deliver();
      }
      return payload;
    });
    app.addHook('preClose', async () => delivery.stop());
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
