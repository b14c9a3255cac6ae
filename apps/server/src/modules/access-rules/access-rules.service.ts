import {
  accessRuleInputSchema,
  regionalNoticeInputSchema,
  type AccessRule,
  type AccessRuleInput,
  type AccessRulesOverview,
  type RegionalNotice,
  type RegionalNoticeInput,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import { notifyNodes } from '../platform-controls/platform-controls.repository.js';
import type { PlatformActor } from '../platform-controls/platform-controls.service.js';
import { AccessRuleInputError, normaliseRuleValue, type AccessRuleKind } from './access-rules.evaluate.js';
import * as repo from './access-rules.repository.js';

/**
 * The operator's access rules and regional notices (decision 041): admins only, from the console or
 * `npm run ops`. Each change is audited and NOTIFYs every node on the platform controls' channel in
 * the transaction that makes it (decision 036), so nodes reload only what committed.
 */

/** Checks input from the ops command or a route; the error names the first wrong field. */
function parseInput<T>(
  schema: {
    safeParse(
      input: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
): T {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw AppError.validation(String(issue.path[0] ?? 'input'), issue.message);
}

function requireAdmin(actor: PlatformActor): void {
  if (actor.role !== 'admin') throw AppError.forbidden('Only admins may change the access rules');
}

async function change<T>(
  db: Database,
  actor: PlatformActor,
  work: (tx: Executor) => Promise<{ result: T; action: string; details: Record<string, unknown> }>,
): Promise<T> {
  requireAdmin(actor);
  return db.transaction(async (tx) => {
    const { result, action, details } = await work(tx);
    await recordAudit(tx, {
      actorId: actor.id,
      action,
      targetUserId: null,
      details: { ...details, via: actor.via },
    });
    await notifyNodes(tx);
    return result;
  });
}

type RuleRow = Awaited<ReturnType<typeof repo.readAll>>['rules'][number];

export function ruleView(row: RuleRow): AccessRule {
  return {
    id: row.id,
    kind: row.kind as AccessRule['kind'],
    value: row.value,
    action: row.action as AccessRule['action'],
    note: row.note,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export function noticeView(row: repo.RegionalNoticeRow): RegionalNotice {
  return {
    countryIso: row.countryIso,
    messageKey: row.messageKey as RegionalNotice['messageKey'],
    message: row.message,
    restricts: row.restricts as RegionalNotice['restricts'],
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function overview(db: Executor): Promise<AccessRulesOverview> {
  const { rules, notices } = await repo.readAll(db);
  return { rules: rules.map(ruleView), notices: notices.map(noticeView) };
}

/** Adds a rule; its value is written one way (NG, 203.0.113.0/24) so that one place has one rule. */
export async function addRule(db: Database, actor: PlatformActor, input: AccessRuleInput) {
  const parsed = parseInput(accessRuleInputSchema, input);
  let value: string;
  try {
    value = normaliseRuleValue(parsed.kind as AccessRuleKind, parsed.value);
  } catch (error) {
    if (error instanceof AccessRuleInputError) throw AppError.validation('value', error.message);
    throw error;
  }
  return change(db, actor, async (tx) => {
    const existing = await repo.findRule(tx, parsed.kind, value);
    if (existing)
      throw new AppError(
        'ERROR_CONFLICT',
        `A rule for ${value} exists (${existing.action}); remove it first`,
        {
          value: [`already has a rule (${existing.action})`],
        },
      );
    const row = await repo.insertRule(tx, {
      kind: parsed.kind,
      value,
      action: parsed.action,
      note: parsed.note,
      createdBy: actor.id,
    });
    return {
      result: { id: row.id, kind: row.kind, value: row.value, action: row.action, note: row.note },
      action: 'access.rule_added',
      details: { ruleId: row.id, kind: row.kind, value: row.value, ruleAction: row.action, note: row.note },
    };
  });
}

export async function removeRule(db: Database, actor: PlatformActor, id: number) {
  return change(db, actor, async (tx) => {
    const row = await repo.deleteRule(tx, id);
    if (!row) throw AppError.notFound('Access rule');
    return {
      result: { removed: row.id },
      action: 'access.rule_removed',
      details: { ruleId: row.id, kind: row.kind, value: row.value, ruleAction: row.action },
    };
  });
}

/** Sets (or replaces) the regional notice of one country. */
export async function setNotice(db: Database, actor: PlatformActor, input: RegionalNoticeInput) {
  const parsed = parseInput(regionalNoticeInputSchema, input);
  const restricts = [...new Set(parsed.restricts)];
  return change(db, actor, async (tx) => {
    const row = await repo.upsertNotice(tx, {
      countryIso: parsed.countryIso,
      messageKey: parsed.messageKey ?? null,
      message: parsed.message,
      restricts,
      updatedBy: actor.id,
    });
    return {
      result: noticeView(row),
      action: 'access.notice_set',
      details: { countryIso: row.countryIso, messageKey: row.messageKey, message: row.message, restricts },
    };
  });
}

export async function clearNotice(db: Database, actor: PlatformActor, countryIso: string) {
  const iso = countryIso.trim().toUpperCase();
  return change(db, actor, async (tx) => {
    const row = await repo.deleteNotice(tx, iso);
    if (!row) throw AppError.notFound('Regional notice');
    return { result: { cleared: iso }, action: 'access.notice_cleared', details: { countryIso: iso } };
  });
}
