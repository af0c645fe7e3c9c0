import { z } from 'zod';
import { isIsoMonth } from '../dates';

/** Failure reply of every call (docs/api.md "Replies"). */
export const errorReply = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorReply = z.infer<typeof errorReply>;

export function okReply<T extends z.ZodTypeAny>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

export const messageReply = z.object({ success: z.literal(true), message: z.string() });

/** The largest id a database `integer` column holds. */
export const MAX_DB_ID = 2_147_483_647;

/** A positive integer id taken from a path segment ("12" -> 12); anything else is a 400. */
export const idParam = z.coerce
  .number({ message: 'The id must be a number.' })
  .int('The id must be a whole number.')
  .positive('The id must be a positive number.')
  .max(MAX_DB_ID, 'The id is too large.');

/**
 * A month written YYYY-MM (01 to 12) in the years the server works with (FIRST_YEAR to LAST_YEAR
 * in dates.ts; dates: `isoDate` in hotels.ts); otherwise a 400 with `message`.
 */
export const isoMonth = (message = 'The month must be written YYYY-MM, e.g. 2026-11.') =>
  z.string({ message }).refine(isIsoMonth, { message });
