import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';

export interface AuditEntry {
  actorId: number | null;
  action: string;
  targetUserId: number | null;
  details?: Record<string, unknown>;
}

/** Appends to the audit log; call inside the transaction that makes the change. */
export async function recordAudit(db: Executor, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
