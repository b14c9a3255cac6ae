import type { z } from 'zod';
import * as ops from '../modules/ops/ops.service.js';
import { optionText, UsageError, type OpsCommand } from './ops-command.js';

/** The commands that set an installation up: its schema, its first admin, its demo data. */

export const migrateCommand: OpsCommand<'migrate'> = {
  name: 'migrate',
  usage: '  migrate                         apply migrations and reload reference data',
  options: [],
  parse: () => undefined,
  // Opening the database for any command applies the migrations and reference data (prepareDatabase).
  run: async () => ({ message: 'Migrations and reference data applied.' }),
};

type CreateAdminInput = z.infer<typeof ops.createAdminInputSchema>;

export const createAdminCommand: OpsCommand<'create-admin', CreateAdminInput> = {
  name: 'create-admin',
  usage: `  create-admin --username U --email E [--password P]
                                  create an admin (or promote that account); the password may
                                  come from the ADMIN_PASSWORD environment variable instead`,
  options: ['username', 'email', 'password'],
  parse(_word, values) {
    const parsed = ops.createAdminInputSchema.safeParse({
      username: optionText(values, 'username'),
      email: optionText(values, 'email'),
      password: optionText(values, 'password') ?? process.env.ADMIN_PASSWORD,
    });
    if (!parsed.success) {
      const lines = parsed.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`);
      throw new UsageError(`create-admin: invalid options\n${lines.join('\n')}`);
    }
    return parsed.data;
  },
  run: (db, _config, input) => ops.createAdmin(db, input),
};

export const seedDemoCommand: OpsCommand<'seed-demo'> = {
  name: 'seed-demo',
  usage:
    '  seed-demo                       add demo accounts (alice, bob, carol, mod_maria) and ~300 demo offers',
  options: [],
  parse: () => undefined,
  run: async (db) => ({ ...(await ops.seedDemo(db)), password: ops.DEMO_PASSWORD }),
  fromServer: (data) => ({ ...(data as object), password: ops.DEMO_PASSWORD }),
};
