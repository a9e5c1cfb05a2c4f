import fp from 'fastify-plugin';
import { createMailDelivery, type MailDelivery } from './mail-delivery';
import { createMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    mailDelivery: MailDelivery;
  }
}

/** One mail transport per app and this process's deliverer of the outbox, stopped with it. */
export const mailPlugin = fp(
  async (app) => {
    const mailer = createMailer(app.config, app.log);
    const delivery = createMailDelivery({ db: app.db, mailer, clock: app.clock, log: app.log });
    app.decorate('mailer', mailer);
    app.decorate('mailDelivery', delivery);
    app.addHook('preClose', async () => delivery.stop());
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail' },
);
