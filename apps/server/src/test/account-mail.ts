import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { outboxMessages } from '../db/schema.js';

/** The mails sent to `recipient`, newest first, optionally of one template. */
export async function mailsTo(db: Database, recipient: string, template?: string) {
  return db
    .select()
    .from(outboxMessages)
    .where(
      and(
        eq(outboxMessages.recipient, recipient),
        template ? eq(outboxMessages.template, template) : undefined,
      ),
    )
    .orderBy(desc(outboxMessages.createdAt));
}

/** The token of the link in the newest mail of `template` to `recipient`, as a user would click it. */
export async function linkTokenSentTo(db: Database, recipient: string, template: string): Promise<string> {
  const [mail] = await mailsTo(db, recipient, template);
  const token = mail && /[?&]token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
  if (!token) throw new Error(`no ${template} link was sent to ${recipient}`);
  return token;
}
