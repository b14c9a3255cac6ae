/** Sends one e-mail. The default installation has none: messages wait in the outbox. */
export interface MailAdapter {
  send(message: { to: string; subject: string; text: string; html?: string }): Promise<void>;
}
