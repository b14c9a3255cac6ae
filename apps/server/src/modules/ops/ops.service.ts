import { registerInputSchema, type RegisterInput } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as users from '../users/users.service.js';

export const createAdminInputSchema = registerInputSchema;

/** Creates an admin account, or makes an existing account with this username an admin. */
export async function createAdmin(
  db: Database,
  input: RegisterInput,
): Promise<{ id: number; created: boolean }> {
  try {
    const user = await users.createUser(db, { ...input, role: 'admin' });
    return { id: user.id, created: true };
  } catch (error) {
    if (!(error instanceof AppError) || error.code !== 'ERROR_CONFLICT' || !error.details?.username)
      throw error;
    const existing = await users.findUserByLogin(db, input.username);
    if (!existing || existing.email.toLowerCase() !== input.email.toLowerCase()) throw error;
    await users.setRole(db, existing.id, 'admin');
    return { id: existing.id, created: false };
  }
}

/** Demo accounts share one password, printed by the command, so an operator can sign in as each. */
export const DEMO_PASSWORD = 'Demo-password-1';
const DEMO_USERS = [
  { username: 'alice', email: 'alice@demo.p2p.local', role: 'user' },
  { username: 'bob', email: 'bob@demo.p2p.local', role: 'user' },
  { username: 'carol', email: 'carol@demo.p2p.local', role: 'user' },
  { username: 'mod_maria', email: 'maria@demo.p2p.local', role: 'moderator' },
] as const;

/** Adds the demo accounts that are missing; running it again changes nothing. */
export async function seedDemo(db: Database): Promise<{ created: string[]; existing: string[] }> {
  const created: string[] = [];
  const existing: string[] = [];
  for (const demo of DEMO_USERS) {
    if (await users.findUserByLogin(db, demo.username)) {
      existing.push(demo.username);
      continue;
    }
    await users.createUser(db, { ...demo, password: DEMO_PASSWORD });
    created.push(demo.username);
  }
  return { created, existing };
}
