import nodemailer from 'nodemailer';
import type { MailAdapter } from './mail-adapter.js';

/** Mail over SMTP, e.g. SMTP_URL=smtps://user:pass@smtp.example.com:465. */
export function createSmtpMailAdapter(options: { url: string; from: string }): MailAdapter {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
  };
}
