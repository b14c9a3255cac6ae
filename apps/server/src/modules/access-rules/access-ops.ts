import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { operatorActor, operatorSchema } from '../platform-controls/platform-controls.service.js';
import { compileRules, decideAccess } from './access-rules.evaluate.js';
import * as repo from './access-rules.repository.js';
import * as access from './access-rules.service.js';
import { countryOfAddress } from './geo-ip.js';

/**
 * The operator commands of access by place (`npm run ops -- access-deny --country NG ...`), run
 * directly on the database or by the server that owns the embedded data folder
 * (POST /internal/ops/access). The service checks each input, as for the console.
 */
export const ACCESS_ACTIONS = [
  'access-rules',
  'access-allow',
  'access-deny',
  'access-remove',
  'regional-notice',
  'regional-notice-clear',
  'geo-lookup',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];

/** Commands that only read, and so name no operator. */
const READ_ONLY: readonly AccessAction[] = ['access-rules', 'geo-lookup'];

export const accessOpsInputSchema = z.strictObject({
  action: z.enum(ACCESS_ACTIONS),
  operator: operatorSchema.optional(),
  input: z.record(z.string(), z.unknown()).default({}),
});
export type AccessOpsInput = z.infer<typeof accessOpsInputSchema>;

export function needsOperator(action: AccessAction): boolean {
  return !READ_ONLY.includes(action);
}

const text = (input: Record<string, unknown>, key: string) =>
  typeof input[key] === 'string' ? (input[key] as string) : undefined;

export async function runAccessOps(db: Database, command: AccessOpsInput): Promise<unknown> {
  const { action, input } = command;
  if (action === 'access-rules') return access.overview(db);
  if (action === 'geo-lookup') {
    const ip = text(input, 'ip')?.trim();
    if (!ip) throw AppError.validation('ip', 'must be an IP address');
    const countryIso = await countryOfAddress(ip);
    const { rules } = await repo.readAll(db);
    const decision = decideAccess(compileRules(rules), { ip, country: countryIso });
    return { ip, countryIso, action: decision.action, rule: decision.rule };
  }
  if (!command.operator) throw AppError.validation('operator', 'must name the operator (an admin username)');
  const actor = await operatorActor(db, command.operator);
  switch (action) {
    case 'access-allow':
    case 'access-deny': {
      const country = text(input, 'country');
      const cidr = text(input, 'cidr');
      if (Boolean(country) === Boolean(cidr))
        throw AppError.validation('country', 'give exactly one of --country ISO and --cidr RANGE');
      return access.addRule(db, actor, {
        kind: country ? 'country' : 'cidr',
        value: (country ?? cidr)!,
        action: action === 'access-allow' ? 'allow' : 'deny',
        note: text(input, 'note'),
      });
    }
    case 'access-remove': {
      const id = Number(text(input, 'id'));
      if (!Number.isSafeInteger(id) || id <= 0) throw AppError.validation('id', 'must be a rule id');
      return access.removeRule(db, actor, id);
    }
    case 'regional-notice': {
      const restricts = text(input, 'restricts');
      return access.setNotice(db, actor, {
        countryIso: text(input, 'country') ?? '',
        messageKey: (text(input, 'messageKey') ?? null) as never,
        message: text(input, 'message'),
        restricts: (restricts ? restricts.split(',').map((feature) => feature.trim()) : []) as never,
      });
    }
    case 'regional-notice-clear': {
      const country = text(input, 'country');
      if (!country || !/^[A-Za-z]{2}$/.test(country))
        throw AppError.validation('country', 'must be a two-letter ISO country code');
      return access.clearNotice(db, actor, country);
    }
  }
}
