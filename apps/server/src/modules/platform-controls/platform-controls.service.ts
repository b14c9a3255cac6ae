import { z } from 'zod';
import type {
  AdminAlertInput,
  HaltInput,
  LiftHaltInput,
  MaintenanceOnInput,
  MaintenanceScheduleInput,
  UserRole,
} from '@p2p/shared';
import type { Database, Executor } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.repository.js';
import * as repo from './platform-controls.repository.js';

/**
 * The operator's switches (decision 036): maintenance, trading halts and the message to all users.
 * Admins only, from the console or `npm run ops`; every change is audited and NOTIFYs every node in
 * the transaction that makes it, so nodes reload only what committed.
 */

export interface PlatformActor {
  id: number;
  role: UserRole;
  /** Where the change came from, kept in the audit record. */
  via: 'console' | 'ops';
}

/** `npm run ops` names the admin who acts: --operator USERNAME. */
export const operatorSchema = z.string().trim().min(1, 'must name the operator (an admin username)').max(50);

/** The admin an ops command names, as the actor of its change. */
export async function operatorActor(db: Executor, username: string): Promise<PlatformActor> {
  const admin = await repo.findAdmin(db, username);
  if (!admin || admin.role !== 'admin') {
    throw AppError.validation('operator', 'must name an admin account (npm run ops -- create-admin)');
  }
  return { id: admin.id, role: admin.role, via: 'ops' };
}

function requireAdmin(actor: PlatformActor): void {
  if (actor.role !== 'admin') throw AppError.forbidden('Only admins may change the platform controls');
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
    await repo.notifyNodes(tx);
    return result;
  });
}

/** The admin switch: maintenance on now until switched off; users are told the expected end. */
export async function startMaintenance(
  db: Database,
  actor: PlatformActor,
  input: MaintenanceOnInput,
  now = new Date(),
) {
  if (input.expectedEndAt.getTime() <= now.getTime())
    throw AppError.validation('expectedEndAt', 'must be in the future');
  return change(db, actor, async (tx) => {
    const { windows } = await repo.readControls(tx);
    if (windows.some((window) => window.startsAt.getTime() <= now.getTime()))
      throw new AppError('ERROR_CONFLICT', 'Maintenance is already on');
    const window = await repo.insertWindow(tx, {
      startsAt: now,
      expectedEndAt: input.expectedEndAt,
      message: input.message ?? '',
      createdBy: actor.id,
    });
    return {
      result: window,
      action: 'platform.maintenance_on',
      details: { windowId: window.id, expectedEndAt: window.expectedEndAt },
    };
  });
}

/** Maintenance announced in advance: a banner for everyone until it starts, then the 503s. */
export async function scheduleMaintenance(
  db: Database,
  actor: PlatformActor,
  input: MaintenanceScheduleInput,
  now = new Date(),
) {
  if (input.startsAt.getTime() <= now.getTime())
    throw AppError.validation('startsAt', 'must be in the future');
  return change(db, actor, async (tx) => {
    const window = await repo.insertWindow(tx, {
      startsAt: input.startsAt,
      expectedEndAt: input.expectedEndAt,
      message: input.message ?? '',
      createdBy: actor.id,
    });
    return {
      result: window,
      action: 'platform.maintenance_scheduled',
      details: { windowId: window.id, startsAt: window.startsAt, expectedEndAt: window.expectedEndAt },
    };
  });
}

/** Switches maintenance off (the windows on now); announced ones stay. */
export async function endMaintenance(db: Database, actor: PlatformActor, now = new Date()) {
  return change(db, actor, async (tx) => {
    const ended = await repo.endStartedWindows(tx, now, actor.id);
    if (ended.length === 0) throw new AppError('ERROR_CONFLICT', 'Maintenance is not on');
    return {
      result: { ended: ended.length },
      action: 'platform.maintenance_off',
      details: { windowIds: ended.map((w) => w.id) },
    };
  });
}

/** Withdraws one window, announced or on. */
export async function cancelMaintenance(db: Database, actor: PlatformActor, id: number, now = new Date()) {
  return change(db, actor, async (tx) => {
    const ended = await repo.endWindow(tx, id, now, actor.id);
    if (!ended) throw AppError.notFound('Maintenance window');
    return { result: { ended: 1 }, action: 'platform.maintenance_cancelled', details: { windowId: id } };
  });
}

/** Halts one coin or all trading and pauses the timers of the open trades it covers. */
export async function haltTrading(db: Database, actor: PlatformActor, input: HaltInput, now = new Date()) {
  const coin = input.coin ?? null;
  return change(db, actor, async (tx) => {
    const active = await repo.lockActiveHalts(tx);
    if (active.some((halt) => halt.coin === coin))
      throw new AppError(
        'ERROR_CONFLICT',
        coin ? `${coin} trading is already halted` : 'All trading is already halted',
      );
    const halt = await repo.insertHalt(tx, {
      coin,
      reason: input.reason,
      startedAt: now,
      startedBy: actor.id,
    });
    const pausedTrades = await repo.pauseTradeTimers(tx, coin, now);
    return {
      result: { halt, pausedTrades },
      action: 'platform.halt',
      details: { haltId: halt.id, coin, reason: input.reason, pausedTrades },
    };
  });
}

/**
 * Lifts a halt. The open trades it covered get their paused time back (their windows end that much
 * later) unless another active halt still covers their coin: then the last lift gives it back.
 */
export async function liftHalt(db: Database, actor: PlatformActor, input: LiftHaltInput, now = new Date()) {
  return change(db, actor, async (tx) => {
    const active = await repo.lockActiveHalts(tx);
    const halt = active.find((row) => row.id === input.id);
    if (!halt) throw AppError.notFound('Active halt');
    await repo.liftHalt(tx, { id: halt.id, liftedAt: now, liftedBy: actor.id, liftReason: input.reason });
    const remaining = active.filter((row) => row.id !== halt.id);
    const resumedTrades = remaining.some((row) => row.coin === null)
      ? 0
      : await repo.resumeTradeTimers(
          tx,
          { coin: halt.coin, haltStartedAt: halt.startedAt, stillHalted: remaining.map((row) => row.coin!) },
          now,
        );
    return {
      result: { lifted: halt.id, resumedTrades },
      action: 'platform.halt_lifted',
      details: {
        haltId: halt.id,
        coin: halt.coin,
        reason: input.reason,
        pausedMs: now.getTime() - halt.startedAt.getTime(),
        resumedTrades,
      },
    };
  });
}

/** The operator's message to all users (adminAlert); it replaces the one shown. */
export async function setAdminAlert(
  db: Database,
  actor: PlatformActor,
  input: AdminAlertInput,
  now = new Date(),
) {
  return change(db, actor, async (tx) => {
    await repo.clearAlerts(tx, now, actor.id);
    const alert = await repo.insertAlert(tx, {
      message: input.message,
      level: input.level,
      createdBy: actor.id,
    });
    return {
      result: alert,
      action: 'platform.alert_set',
      details: { alertId: alert.id, level: alert.level, message: alert.message },
    };
  });
}

export async function clearAdminAlert(db: Database, actor: PlatformActor, now = new Date()) {
  return change(db, actor, async (tx) => {
    const cleared = await repo.clearAlerts(tx, now, actor.id);
    if (cleared.length === 0) throw new AppError('ERROR_CONFLICT', 'No operator message is shown');
    return {
      result: { cleared: cleared.length },
      action: 'platform.alert_cleared',
      details: { alertIds: cleared.map((a) => a.id) },
    };
  });
}
