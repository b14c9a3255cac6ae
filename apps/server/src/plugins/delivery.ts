import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHttpSmsAdapter } from '../adapters/sms/http-sms-adapter.js';
import type { Config } from '../config.js';
import { createDelivery, type Delivery } from '../modules/outbox/outbox.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    delivery: Delivery;
  }
}

/** E-mail over SMTP and SMS over HTTP when configured; otherwise messages wait in the outbox. */
export const deliveryPlugin = fp(
  async (app: FastifyInstance, options: { config: Config }) => {
    const { config } = options;
    app.decorate(
      'delivery',
      createDelivery({
        // nodemailer is loaded only where SMTP is configured.
        mail: config.SMTP_URL
          ? (await import('../adapters/mail/smtp-mail-adapter.js')).createSmtpMailAdapter({
              url: config.SMTP_URL,
              from: config.MAIL_FROM,
            })
          : undefined,
        sms: config.SMS_HTTP_URL
          ? createHttpSmsAdapter({ url: config.SMS_HTTP_URL, token: config.SMS_HTTP_TOKEN })
          : undefined,
        log: (error) => app.log.warn({ err: error }, 'message delivery failed; it stays in the outbox'),
      }),
    );
  },
  { name: 'delivery' },
);
