import { registerInputSchema, type RegisterInput } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as kyc from '../kyc/kyc.service.js';
import { seedDemoOffers } from '../offers-demo/offers-demo.service.js';
import * as users from '../users/users.service.js';
import * as repo from './ops.repository.js';

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
/** Verified at varied levels, so the embedded default can trade at once: L1, L2, L3 and a moderator at L1. */
const DEMO_USERS = [
  {
    username: 'alice',
    email: 'alice@demo.p2p.local',
    role: 'user',
    phone: '+2348031000001',
    country: 'NG',
    approved: [],
  },
  {
    username: 'bob',
    email: 'bob@demo.p2p.local',
    role: 'user',
    phone: '+447400000002',
    country: 'GB',
    approved: ['id'],
  },
  {
    username: 'carol',
    email: 'carol@demo.p2p.local',
    role: 'user',
    phone: '+254712000003',
    country: 'KE',
    approved: ['id', 'address', 'video'],
  },
  {
    username: 'mod_maria',
    email: 'maria@demo.p2p.local',
    role: 'moderator',
    phone: '+14155550104',
    country: 'US',
    approved: [],
  },
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
    await db.transaction(async (tx) => {
      const user = await users.createUser(tx, {
        username: demo.username,
        email: demo.email,
        role: demo.role,
        password: DEMO_PASSWORD,
      });
      await repo.markContactsVerified(tx, user.id, demo.phone, demo.country);
      for (const kind of demo.approved) await repo.insertApprovedVerification(tx, user.id, kind);
      await kyc.recomputeLevel(tx, user.id);
    });
    created.push(demo.username);
  }
  // The demo marketplace: extra vendors and a few hundred offers; adds nothing when run again.
  await seedDemoOffers(db, { password: DEMO_PASSWORD });
  return { created, existing };
}
