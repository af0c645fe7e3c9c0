/**
 * Which answers an embedded database may keep (ADR 206). PGlite is one connection in this process:
 * a statement on the main handle waits until an open transaction has finished, so a read never
 * sees a write half done, and no other process writes to its files. A count of the writes that
 * touch given tables is then enough to tell whether a kept answer is still true: it is, as long as
 * no such write ran since it was read. A PostgreSQL server has other connections and processes,
 * so nothing is kept there.
 */
const serialised = new WeakSet<object>();
let generation = 0;

const WRITE = /^\s*(insert|update|delete|with|truncate|alter|create|drop|merge|copy|do)\b/i;
/** The tables an availability answer is read from. */
const AVAILABILITY_TABLES = /\b(room_inventory|room_rates|room_types|hotels)\b/i;

/** Counts a statement that may change what availability reads (called for every PGlite query). */
export function noteStatement(text: unknown): void {
  if (typeof text !== 'string' || (WRITE.test(text) && AVAILABILITY_TABLES.test(text))) {
    generation += 1;
  }
}

/** Writes to the availability tables so far (in this process). */
export const availabilityGeneration = (): number => generation;

/** Marks a database handle as PGlite's (one connection, this process only). */
export function markSerialised(db: object): void {
  serialised.add(db);
}

/** Whether answers read through this handle may be kept while no write intervenes. */
export const isSerialised = (db: object): boolean => serialised.has(db);
