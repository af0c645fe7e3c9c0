import { describe, expect, it } from 'vitest';
import { advanceBookingRequest, canReschedule } from './requests';

describe('canReschedule (the history button and the server rule)', () => {
  const today = '2026-11-23';
  it.each([
    ['confirmed', '2026-11-24', true],
    ['partially_cancelled', '2026-12-01', true],
    ['confirmed', '2026-11-23', false],
    ['confirmed', '2026-11-01', false],
    ['cancelled', '2026-12-01', false],
    ['pending_payment', '2026-12-01', false],
    ['failed', '2026-12-01', false],
    ['expired', '2026-12-01', false],
  ])('%s checking in on %s: %s', (status, checkIn, expected) => {
    expect(canReschedule({ status, checkIn }, today)).toBe(expected);
  });
});

describe('advanceBookingRequest with a tour', () => {
  const base = { name: 'Meera', mobile: '9876543210' };
  it('needs no hotel, purpose or dates when a tour is named', () => {
    expect(advanceBookingRequest.safeParse({ ...base, tourId: 3 }).success).toBe(true);
  });
  it('needs a hotel and a purpose without a tour', () => {
    const r = advanceBookingRequest.safeParse({ ...base, fromDate: '', toDate: '' });
    expect(r.success).toBe(false);
    const paths = r.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['hotelName', 'purpose', 'fromDate', 'toDate']));
  });
});
