import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * The condition of a CHECK that keeps a text column inside its closed set (ADR 062, ADR 270): the
 * list is the shared `as const` one the column's type is derived from, so the two never differ.
 */
export function inSet(column: PgColumn, values: readonly string[]): SQL {
  for (const v of values)
    if (!/^[a-z_]+$/.test(v)) throw new Error(`closed-set value ${v} is not a plain name`);
  return sql`${column} IN (${sql.raw(values.map((v) => `'${v}'`).join(', '))})`;
}
