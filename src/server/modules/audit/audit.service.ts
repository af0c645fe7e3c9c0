import type { AuditEntry, AuditQuery } from '../../../shared/contracts/audit';
import { addDays, istDayStart } from '../../../shared/dates';
import type { DbOrTx } from '../../db/client';
import { toCsv } from '../../lib/csv';
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
  /** when: the server's clock (AppDeps.now, ADR 280), never the machine's own */
  at: Date;
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
    at: r.at,
  });
}

/**
 * Account deletion (ADR 238): the staff replies to the person's requests, which may greet them,
 * are erased from the entries that recorded them; the entries themselves stay.
 */
export async function eraseRequestReplies(
  tx: DbOrTx,
  ids: { advance: number[]; reschedule: number[] },
): Promise<void> {
  await repo.eraseField(tx, 'advance_request', ids.advance.map(String), 'reply');
  await repo.eraseField(tx, 'reschedule_request', ids.reschedule.map(String), 'reply');
}

function filterOf(q: Omit<AuditQuery, 'page' | 'pageSize'>): repo.AuditFilter {
  return {
    staffId: q.staffId,
    entity: q.entity,
    entityId: q.entityId,
    from: q.from ? istDayStart(q.from) : undefined,
    to: q.to ? istDayStart(addDays(q.to, 1)) : undefined,
  };
}

const toEntry = (r: Awaited<ReturnType<typeof repo.listAudit>>[number]): AuditEntry => ({
  ...r,
  at: r.at.toISOString(),
});

/** A page of the audit log, newest first, with the filters' choices. */
export async function listAudit(db: DbOrTx, q: AuditQuery) {
  const f = filterOf(q);
  const [items, total, entities, staff] = [
    await repo.listAudit(db, f, q.pageSize, (q.page - 1) * q.pageSize),
    await repo.countAudit(db, f),
    await repo.auditEntities(db),
    await repo.auditStaff(db),
  ];
  return { items: items.map(toEntry), total, page: q.page, pageSize: q.pageSize, entities, staff };
}

/** At most this many rows in one CSV export (narrow the dates for more). */
export const AUDIT_CSV_MAX_ROWS = 50_000;

/** The filtered audit log as CSV, newest first. */
export async function auditCsv(db: DbOrTx, q: Omit<AuditQuery, 'page' | 'pageSize'>) {
  const rows = await repo.listAudit(db, filterOf(q), AUDIT_CSV_MAX_ROWS, 0);
  return toCsv(
    ['id', 'at', 'staff_id', 'staff_email', 'action', 'entity', 'entity_id', 'before', 'after'],
    rows.map((r) => [
      r.id,
      r.at.toISOString(),
      r.staffId,
      r.staffEmail,
      r.action,
      r.entity,
      r.entityId,
      r.before,
      r.after,
    ]),
  );
}
