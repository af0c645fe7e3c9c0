import type { DbOrTx } from '../../db/client';
import * as repo from './audit.repo';

export type AuditRecord = {
  /** the staff member who made the change; null for a command (staff:create) */
  staffId: number | null;
  /** what was done, a verb: 'create', 'update', 'delete', 'check-in', 'disable', ... */
  action: string;
  /** the kind of thing changed: 'staff', 'hotel', 'room_rate', 'booking', 'notice', ... */
  entity: string;
  entityId?: string | number | null;
  /** the thing before the change (null when created), as JSON */
  before?: unknown;
  /** the thing after the change (null when deleted), as JSON */
  after?: unknown;
  /** when (default: now); pass the request's clock */
  at?: Date;
};

/**
 * Writes one audit-log entry (ADR 133). Call it with the transaction handle of the change it
 * records, so the change and its entry are committed together or not at all. Never put secrets
 * (password hashes, TOTP secrets) in before/after.
 */
export async function recordAudit(tx: DbOrTx, r: AuditRecord): Promise<void> {
  await repo.insertAudit(tx, {
    staffId: r.staffId,
    action: r.action,
    entity: r.entity,
    entityId: r.entityId === undefined || r.entityId === null ? null : String(r.entityId),
    before: r.before ?? null,
    after: r.after ?? null,
    at: r.at ?? new Date(),
  });
}
