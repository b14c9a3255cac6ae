import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, verificationRequests } from '../../db/schema.js';

/** Demo accounts arrive with their e-mail and phone already confirmed. */
export async function markContactsVerified(db: Executor, userId: number, phone: string, countryIso: string) {
  const now = new Date();
  await db
    .update(users)
    .set({ emailVerifiedAt: now, phone, phoneVerifiedAt: now, phoneCountryIso: countryIso, isDemo: false })
    .where(eq(users.id, userId));
}

/** An approved verification, as if a moderator had reviewed the documents. */
export async function insertApprovedVerification(
  db: Executor,
  userId: number,
  kind: 'id' | 'address' | 'video',
) {
  await db.insert(verificationRequests).values({
    userId,
    kind,
    status: 'approved',
    data: { demo: true },
    reviewedAt: new Date(),
  });
}
