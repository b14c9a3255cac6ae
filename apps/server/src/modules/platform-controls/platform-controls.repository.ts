import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { adminAlerts, maintenanceWindows, tradingHalts, users } from '../../db/schema.js';

/** The NOTIFY channel every node listens on; the payload is empty: a node reloads the whole state. */
export const PLATFORM_CONTROLS_CHANNEL = 'platform_controls';

/** Trade statuses whose timers (payment window, dispute delay) a halt pauses. */
const TIMED_STATUSES = sql.raw(`('not_funded', 'active_funded', 'paid')`);

export type MaintenanceRow = typeof maintenanceWindows.$inferSelect;
export type HaltRow = typeof tradingHalts.$inferSelect;
export type AlertRow = typeof adminAlerts.$inferSelect;

/** Windows not ended (on now or announced), active halts and the alert shown: what a node caches. */
export async function readControls(db: Executor) {
  // One after another: inside a transaction they share one connection.
  const windows = await db
    .select()
    .from(maintenanceWindows)
    .where(isNull(maintenanceWindows.endedAt))
    .orderBy(asc(maintenanceWindows.startsAt));
  const halts = await db
    .select()
    .from(tradingHalts)
    .where(isNull(tradingHalts.liftedAt))
    .orderBy(asc(tradingHalts.startedAt));
  const [alert] = await db
    .select()
    .from(adminAlerts)
    .where(isNull(adminAlerts.clearedAt))
    .orderBy(desc(adminAlerts.createdAt))
    .limit(1);
  return { windows, halts, alert: alert ?? null };
}

/** Tells every node (itself included) to reload; delivered when the transaction commits. */
export async function notifyNodes(db: Executor): Promise<void> {
  await db.execute(sql`select pg_notify(${PLATFORM_CONTROLS_CHANNEL}, '')`);
}

export async function findAdmin(db: Executor, username: string) {
  const [row] = await db
    .select({ id: users.id, username: users.username, role: users.role })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function insertWindow(
  db: Executor,
  values: { startsAt: Date; expectedEndAt: Date; message: string; createdBy: number },
): Promise<MaintenanceRow> {
  const [row] = await db.insert(maintenanceWindows).values(values).returning();
  return row!;
}

/** Ends the windows on at `now` (the switch off); windows announced for later stay. */
export async function endStartedWindows(db: Executor, now: Date, endedBy: number): Promise<MaintenanceRow[]> {
  return db
    .update(maintenanceWindows)
    .set({ endedAt: now, endedBy })
    .where(and(isNull(maintenanceWindows.endedAt), sql`${maintenanceWindows.startsAt} <= ${now}`))
    .returning();
}

/** Cancels one window (announced or on). */
export async function endWindow(db: Executor, id: number, now: Date, endedBy: number) {
  const [row] = await db
    .update(maintenanceWindows)
    .set({ endedAt: now, endedBy })
    .where(and(eq(maintenanceWindows.id, id), isNull(maintenanceWindows.endedAt)))
    .returning();
  return row;
}

/** Active halts, locked, so two operators' halts and lifts of one coin run one at a time. */
export async function lockActiveHalts(db: Executor): Promise<HaltRow[]> {
  return db.select().from(tradingHalts).where(isNull(tradingHalts.liftedAt)).for('update');
}

export async function insertHalt(
  db: Executor,
  values: { coin: string | null; reason: string; startedAt: Date; startedBy: number },
): Promise<HaltRow> {
  const [row] = await db.insert(tradingHalts).values(values).returning();
  return row!;
}

export async function liftHalt(
  db: Executor,
  values: { id: number; liftedAt: Date; liftedBy: number; liftReason: string },
): Promise<HaltRow | undefined> {
  const [row] = await db
    .update(tradingHalts)
    .set({ liftedAt: values.liftedAt, liftedBy: values.liftedBy, liftReason: values.liftReason })
    .where(and(eq(tradingHalts.id, values.id), isNull(tradingHalts.liftedAt)))
    .returning();
  return row;
}

/** Pauses the timers of the open trades in a halt's scope (coin null: every coin); returns how many. */
export async function pauseTradeTimers(db: Executor, coin: string | null, at: Date): Promise<number> {
  const paused = (await db.execute(sql`
    update trades set timer_paused_at = ${at}, updated_at = ${at}
    where status in ${TIMED_STATUSES} and timer_paused_at is null
      ${coin === null ? sql`` : sql`and coin = ${coin}`}
    returning id`)) as unknown as { rows: { id: number }[] };
  return paused.rows.length;
}

/**
 * Resumes the timers of the open trades in a lifted halt's scope whose coin no other active halt
 * covers: the payment window ends later by the time it was paused, the dispute delay by the time it
 * was paused after the buyer paid. A trade started on a node that had not heard of the halt yet has
 * no pause mark: its time since the later of its start and the halt's start counts as paused.
 */
export async function resumeTradeTimers(
  db: Executor,
  scope: { coin: string | null; haltStartedAt: Date; stillHalted: string[] },
  now: Date,
): Promise<number> {
  const pausedSince = sql`coalesce(timer_paused_at, greatest(started_at, ${scope.haltStartedAt}))`;
  const stillHalted =
    scope.stillHalted.length === 0
      ? sql``
      : sql`and coin not in (${sql.join(
          scope.stillHalted.map((coin) => sql`${coin}`),
          sql`, `,
        )})`;
  const resumed = (await db.execute(sql`
    update trades set
      expires_at = expires_at + (${now}::timestamptz - ${pausedSince}),
      dispute_available_at = case when dispute_available_at is null then null
        else dispute_available_at + (${now}::timestamptz - greatest(${pausedSince}, coalesce(paid_at, ${pausedSince})))
        end,
      timer_paused_at = null,
      updated_at = ${now}
    where status in ${TIMED_STATUSES} and started_at < ${now}
      and (timer_paused_at is not null or started_at >= ${scope.haltStartedAt})
      ${scope.coin === null ? sql`` : sql`and coin = ${scope.coin}`}
      ${stillHalted}
    returning id`)) as unknown as { rows: { id: number }[] };
  return resumed.rows.length;
}

export async function insertAlert(
  db: Executor,
  values: { message: string; level: string; createdBy: number },
): Promise<AlertRow> {
  const [row] = await db.insert(adminAlerts).values(values).returning();
  return row!;
}

export async function clearAlerts(db: Executor, now: Date, clearedBy: number): Promise<AlertRow[]> {
  return db
    .update(adminAlerts)
    .set({ clearedAt: now, clearedBy })
    .where(isNull(adminAlerts.clearedAt))
    .returning();
}
