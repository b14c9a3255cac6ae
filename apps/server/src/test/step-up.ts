import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions } from '../db/schema.js';

/** Marks every session of the user as confirmed now, as a step-up code would (decision 025). */
export async function confirmStepUp(db: Database, userId: number): Promise<void> {
  await db.update(sessions).set({ stepUpAt: new Date() }).where(eq(sessions.userId, userId));
}
