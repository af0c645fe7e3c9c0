import { describe, expect, it } from 'vitest';
import {
  dbError,
  isForeignKeyViolation,
  isLockNotAvailable,
  isRetryableConflict,
  isUniqueViolation,
  sqlState,
} from './errors';

const pgError = (code: string, more: Record<string, unknown> = {}) =>
  Object.assign(new Error(String(more.message ?? 'failed')), { code, ...more });
const wrapped = (cause: unknown) =>
  new Error('query failed', { cause: new Error('driver', { cause }) });

describe('the SQLSTATE helper', () => {
  it('finds the code through the wrappers Drizzle and the drivers add', () => {
    expect(sqlState(wrapped(pgError('23505')))).toBe('23505');
    expect(sqlState(new Error('no code'))).toBeUndefined();
    expect(sqlState(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBeUndefined();
  });

  it('tells a unique violation of one constraint from another', () => {
    const err = wrapped(pgError('23505', { constraint: 'hotels_unit_name_idx' }));
    expect(isUniqueViolation(err)).toBe(true);
    expect(isUniqueViolation(err, 'hotels_unit_name_idx')).toBe(true);
    expect(isUniqueViolation(err, 'rooms_hotel_number_idx')).toBe(false);
    expect(isUniqueViolation(pgError('23503'))).toBe(false);
  });

  it('reads the constraint from the message when the driver gives no field (PGlite)', () => {
    const err = pgError('23505', {
      message: 'duplicate key value violates unique constraint "bookings_one_hold_idx"',
    });
    expect(dbError(err)?.constraint).toBe('bookings_one_hold_idx');
    expect(isUniqueViolation(err, 'bookings_idempotency_idx')).toBe(false);
  });

  it('names the other states the code acts on', () => {
    expect(isForeignKeyViolation(wrapped(pgError('23503')))).toBe(true);
    expect(isRetryableConflict(pgError('40001'))).toBe(true);
    expect(isRetryableConflict(pgError('40P01'))).toBe(true);
    expect(isRetryableConflict(pgError('23505'))).toBe(false);
    expect(isLockNotAvailable(wrapped(pgError('55P03')))).toBe(true);
  });
});
