import type { CryptoCode, PlatformStatus } from '@p2p/shared';
import type { Database } from '../../db/client.js';
import { haltedError } from './platform-errors.js';
import * as repo from './platform-controls.repository.js';

type Controls = Awaited<ReturnType<typeof repo.readControls>>;

/** What a halt refuses, named in its error. */
export type HaltedAction = 'trade-start' | 'send-out' | 'swap';

/**
 * One node's copy of the platform controls. Requests read it without a query; it is reloaded when any
 * node NOTIFYs a change (platform-controls.plugin) and on a short timer in case a notification was
 * lost (a LISTEN connection that was down), so a change reaches every node within that interval.
 */
export class PlatformState {
  private controls: Controls = { windows: [], halts: [], alert: null };
  private loading: Promise<void> | undefined;
  private reloadAgain = false;

  constructor(private readonly db: Database) {}

  /** Reads the controls again; calls that arrive meanwhile make one more read after it. */
  async reload(): Promise<void> {
    if (this.loading) {
      this.reloadAgain = true;
      return this.loading;
    }
    this.loading = (async () => {
      do {
        this.reloadAgain = false;
        this.controls = await repo.readControls(this.db);
      } while (this.reloadAgain);
    })().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  /** The maintenance window on at `now` (the earliest started), or null. */
  maintenanceAt(now = new Date()): repo.MaintenanceRow | null {
    return this.controls.windows.find((window) => window.startsAt.getTime() <= now.getTime()) ?? null;
  }

  /** The active halt covering `coin` (all trading first), or null. */
  haltFor(coin: CryptoCode): repo.HaltRow | null {
    const { halts } = this.controls;
    return halts.find((halt) => halt.coin === null) ?? halts.find((halt) => halt.coin === coin) ?? null;
  }

  /** Throws 409 ERROR_TRADING_HALTED when a halt covers `coin`. */
  assertOpen(coin: CryptoCode, action: HaltedAction): void {
    const halt = this.haltFor(coin);
    if (halt) throw haltedError(coin, action, halt.coin === null);
  }

  status(now = new Date()): PlatformStatus {
    const current = this.maintenanceAt(now);
    const window = (row: repo.MaintenanceRow) => ({
      id: row.id,
      startsAt: row.startsAt.toISOString(),
      expectedEndAt: row.expectedEndAt.toISOString(),
      message: row.message,
    });
    const { alert } = this.controls;
    return {
      maintenance: current ? window(current) : null,
      scheduledMaintenance: this.controls.windows
        .filter((row) => row.startsAt.getTime() > now.getTime())
        .map(window),
      halts: this.controls.halts.map((halt) => ({
        id: halt.id,
        coin: halt.coin as CryptoCode | null,
        reason: halt.reason,
        startedAt: halt.startedAt.toISOString(),
      })),
      adminAlert: alert
        ? {
            id: alert.id,
            message: alert.message,
            level: alert.level as 'info' | 'warning' | 'danger',
            createdAt: alert.createdAt.toISOString(),
          }
        : null,
    };
  }
}
