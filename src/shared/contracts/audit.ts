import { z } from 'zod';
import { okReply } from './common';
import { isoDate } from './hotels';

/** GET /api/staff/audit (and /api/staff/audit.csv): filters; dates are IST calendar days. */
export const auditQuery = z.object({
  staffId: z.coerce.number().int().positive().optional(),
  entity: z.string().trim().min(1).max(60).optional(),
  entityId: z.string().trim().min(1).max(60).optional(),
  /** first day, inclusive */
  from: isoDate('The first day').optional(),
  /** last day, inclusive */
  to: isoDate('The last day').optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  /** ISO timestamp */
  at: z.string(),
  staffId: z.number().int().nullable(),
  /** the staff member's email when the change was made (null: a command) */
  staffEmail: z.string().nullable(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const auditReply = okReply(
  z.object({
    items: z.array(auditEntry),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    /** every entity name in the log, for the filter */
    entities: z.array(z.string()),
    /** every staff member, for the filter */
    staff: z.array(z.object({ id: z.number().int(), email: z.string() })),
  }),
);
