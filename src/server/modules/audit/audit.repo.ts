import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLog, staff } from '../../db/schema/index';

export type AuditEntry = {
  staffId: number | null;
  action: string;
  entity: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  at: Date;
};

export async function insertAudit(db: DbOrTx, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: e.staffId,
    // the email at the time, kept when the account is gone
    staffEmail:
      e.staffId === null
        ? null
        : sql`(select ${staff.email} from ${staff} where ${staff.id} = ${e.staffId})`,
    at: e.at,
    action: e.action,
    entity: e.entity,
    entityId: e.entityId,
    before: e.before ?? null,
    after: e.after ?? null,
  });
}

export type AuditFilter = {
  staffId?: number;
  entity?: string;
  entityId?: string;
  /** inclusive */
  from?: Date;
  /** exclusive */
  to?: Date;
};

function where(f: AuditFilter): SQL | undefined {
  return and(
    f.staffId === undefined ? undefined : eq(auditLog.staffId, f.staffId),
    f.entity === undefined ? undefined : eq(auditLog.entity, f.entity),
    f.entityId === undefined ? undefined : eq(auditLog.entityId, f.entityId),
    f.from === undefined ? undefined : gte(auditLog.at, f.from),
    f.to === undefined ? undefined : lt(auditLog.at, f.to),
  );
}

export async function listAudit(db: DbOrTx, f: AuditFilter, limit: number, offset: number) {
  return db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      staffId: auditLog.staffId,
      staffEmail: auditLog.staffEmail,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(where(f))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAudit(db: DbOrTx, f: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(where(f));
  return row?.n ?? 0;
}

/** Everyone who appears in the log (for the filter), by their latest email. */
export async function auditStaff(db: DbOrTx): Promise<{ id: number; email: string }[]> {
  const rows = await db
    .selectDistinctOn([auditLog.staffId], { id: auditLog.staffId, email: auditLog.staffEmail })
    .from(auditLog)
    .where(isNotNull(auditLog.staffId))
    .orderBy(auditLog.staffId, desc(auditLog.id));
  return rows
    .filter((r): r is { id: number; email: string } => r.id !== null && r.email !== null)
    .sort((a, b) => a.email.localeCompare(b.email));
}

export async function auditEntities(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entity: auditLog.entity })
    .from(auditLog)
    .orderBy(auditLog.entity);
  return rows.map((r) => r.entity);
}

/**
 * Replaces `field` in the before and after of the entries about these entities with '[erased]'
 * where it is set (ADR 238): the entry (who, when, what) stays.
 */
export async function eraseField(
  db: DbOrTx,
  entity: string,
  entityIds: string[],
  field: string,
): Promise<void> {
  if (entityIds.length === 0) return;
  const erase = (col: typeof auditLog.before | typeof auditLog.after) =>
    sql`CASE WHEN jsonb_typeof(${col}) = 'object' AND ${col} ->> ${field} IS NOT NULL
      THEN jsonb_set(${col}, ARRAY[${field}]::text[], '"[erased]"'::jsonb) ELSE ${col} END`;
  await db
    .update(auditLog)
    .set({ before: erase(auditLog.before), after: erase(auditLog.after) })
    .where(and(eq(auditLog.entity, entity), inArray(auditLog.entityId, entityIds)));
}
