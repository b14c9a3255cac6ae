import { z } from 'zod';
import {
  adminAlertInputSchema,
  haltInputSchema,
  liftHaltInputSchema,
  maintenanceOnInputSchema,
  maintenanceScheduleInputSchema,
} from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import * as controls from './platform-controls.service.js';
import { readControls } from './platform-controls.repository.js';

/**
 * The operator commands of the platform controls (`npm run ops -- maintenance-on ...`), run directly
 * on the database or by the server that owns the embedded data folder (POST /internal/ops/platform).
 */
export const PLATFORM_ACTIONS = [
  'maintenance-on',
  'maintenance-off',
  'maintenance-schedule',
  'halt',
  'lift-halt',
  'alert',
  'alert-clear',
  'platform-status',
] as const;
export type PlatformAction = (typeof PLATFORM_ACTIONS)[number];

const INPUTS = {
  'maintenance-on': maintenanceOnInputSchema,
  'maintenance-off': z.strictObject({}),
  'maintenance-schedule': maintenanceScheduleInputSchema,
  halt: haltInputSchema,
  'lift-halt': liftHaltInputSchema,
  alert: adminAlertInputSchema,
  'alert-clear': z.strictObject({}),
  'platform-status': z.strictObject({}),
} as const;

/** The body of POST /internal/ops/platform and the CLI's parsed command. */
export const platformOpsInputSchema = z.strictObject({
  action: z.enum(PLATFORM_ACTIONS),
  /** Not needed to read the status. */
  operator: controls.operatorSchema.optional(),
  input: z.record(z.string(), z.unknown()).default({}),
});
export type PlatformOpsInput = z.infer<typeof platformOpsInputSchema>;

/** Checks the action's own options; the issues name the fields as the CLI's options do. */
export function parsePlatformInput(action: PlatformAction, input: Record<string, unknown>) {
  return INPUTS[action].safeParse(input);
}

export async function runPlatformOps(db: Database, command: PlatformOpsInput): Promise<unknown> {
  if (command.action === 'platform-status') {
    const { windows, halts, alert } = await readControls(db);
    return { maintenanceWindows: windows, halts, alert };
  }
  const parsed = parsePlatformInput(command.action, command.input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw AppError.validation(String(issue.path[0] ?? 'input'), issue.message);
  }
  if (!command.operator) throw AppError.validation('operator', 'must name the operator (an admin username)');
  const actor = await controls.operatorActor(db, command.operator);
  const input = parsed.data as never;
  switch (command.action) {
    case 'maintenance-on':
      return controls.startMaintenance(db, actor, input);
    case 'maintenance-off':
      return controls.endMaintenance(db, actor);
    case 'maintenance-schedule':
      return controls.scheduleMaintenance(db, actor, input);
    case 'halt':
      return controls.haltTrading(db, actor, input);
    case 'lift-halt':
      return controls.liftHalt(db, actor, input);
    case 'alert':
      return controls.setAdminAlert(db, actor, input);
    case 'alert-clear':
      return controls.clearAdminAlert(db, actor);
  }
}
