/**
 * Which availability answers a server process may keep (ADR 206): a count of the writes to the
 * tables they are read from; a kept answer holds while the count is what it was before its read.
 * - PGlite is one connection in this process: a statement on the main handle waits until an open
 *   transaction has finished, so a read never sees a write half done, and no other process writes
 *   to its files. Its client counts its own write statements (`noteStatement`).
 * - On a PostgreSQL server other connections and processes write. A trigger notifies
 *   `availability_changed` after each such write commits; every process listens and counts the
 *   notifications (`noteWrite`). Answers are kept only while the listening connection is up.
 *   The process that wrote also counts its own write when the commit returns, so its next
 *   request never waits for the notification.
 */
const keeps = new WeakMap<object, () => boolean>();
let generation = 0;

const WRITE = /^\s*(insert|update|delete|with|truncate|alter|create|drop|merge|copy|do)\b/i;
/** The tables an availability answer is read from. */
const AVAILABILITY_TABLES = /\b(room_inventory|room_rates|room_types|room_type_photos|hotels)\b/i;

/** Whether a statement may change what availability reads (anything not SQL text counts). */
export const changesAvailability = (text: unknown): boolean =>
  typeof text !== 'string' || (WRITE.test(text) && AVAILABILITY_TABLES.test(text));

/** Counts a statement that may change what availability reads (called for every PGlite query). */
export function noteStatement(text: unknown): void {
  if (changesAvailability(text)) generation += 1;
}

/** Counts a write (a notification), or a moment when writes may have been missed. */
export function noteWrite(): void {
  generation += 1;
}

/** Writes to the availability tables so far (in this process). */
export const availabilityGeneration = (): number => generation;

/** Says whether answers read through a handle may be kept now (PGlite: always). */
export function markKeeping(db: object, now: () => boolean): void {
  keeps.set(db, now);
}

/** Whether answers read through this handle may be kept while no write intervenes. */
export const keepsAnswers = (db: object): boolean => keeps.get(db)?.() ?? false;
