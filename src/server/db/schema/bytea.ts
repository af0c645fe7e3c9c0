import { customType } from 'drizzle-orm/pg-core';

/** Bytes in a `bytea` column, read back as a Buffer whichever driver (pg, PGlite) answers. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});
