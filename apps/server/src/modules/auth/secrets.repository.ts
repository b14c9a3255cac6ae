import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { appSecrets } from '../../db/schema.js';

/** Returns the named secret, creating it once; concurrent first starts of several nodes agree on one value. */
export async function getOrCreateSecret(db: Executor, name: string, generate: () => string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: generate() }).onConflictDoNothing();
  const [row] = await db
    .select({ value: appSecrets.value })
    .from(appSecrets)
    .where(eq(appSecrets.name, name));
  if (!row) throw new Error(`secret ${name} could not be created`);
  return row.value;
}
