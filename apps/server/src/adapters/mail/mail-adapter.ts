/** Sends one e-mail. The default installation has none: messages wait in the outbox. */
export interface MailAdapter {
  send(message: {
    to: string;
    subject: string;
    text: string;
    html?: string;
    /** The Message-ID (`<…@…>`): a resend with the same id is the same message to mail systems. */
    messageId?: string;
  }): Promise<void>;
}
