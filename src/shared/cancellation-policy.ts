import { CANCELLATION_POLICY } from './constants';
import { daysBetween, todayIst, type IsoDate } from './dates';
import { percentOf, type Paise } from './money';

/**
 * The cancellation deduction policy, as pure functions.
 * Days are whole IST calendar days from today to check-in; the deduction is a percentage of what
 * was paid for the room (room amount + its GST).
 */
export type PolicyRule = { minDays: number; maxDays: number | null; deductionPercent: number };

/** Fewer whole days than this before check-in: cancellation is refused. */
export const MIN_CANCEL_DAYS = 2;

/** Whole IST calendar days from today (at the instant `now`) to check-in; 0 on the day, negative after. */
export function daysBeforeCheckIn(checkIn: IsoDate, now: Date): number {
  return daysBetween(todayIst(now), checkIn);
}

/**
 * The deduction percentage for cancelling `days` whole days before check-in, or null when
 * cancellation is not allowed (under 2 days, or no rule covers that many days).
 */
export function deductionPercentFor(
  days: number,
  rules: readonly PolicyRule[] = CANCELLATION_POLICY,
): number | null {
  if (!Number.isInteger(days) || days < MIN_CANCEL_DAYS) return null;
  const rule = rules.find((r) => days >= r.minDays && (r.maxDays === null || days <= r.maxDays));
  return rule ? rule.deductionPercent : null;
}

export type RoomPaid = { amountPaise: Paise; gstPaise: Paise };
export type RoomCharge = { paidPaise: Paise; chargePaise: Paise; refundPaise: Paise };

/** Charge and refund for one room: charge = percent of (amount + GST), rounded to the paisa once. */
export function roomCharge(room: RoomPaid, deductionPercent: number): RoomCharge {
  const paidPaise = room.amountPaise + room.gstPaise;
  const chargePaise = Math.min(
    paidPaise,
    Math.max(0, percentOf(paidPaise, deductionPercent * 100)),
  );
  return { paidPaise, chargePaise, refundPaise: paidPaise - chargePaise };
}

/**
 * What can still be refunded on a payment: never more than was captured minus what was already
 * refunded (or is being refunded), and never below zero.
 */
export function cappedRefund(
  wantedPaise: Paise,
  capturedPaise: Paise,
  alreadyRefundedPaise: Paise,
): Paise {
  return Math.max(0, Math.min(wantedPaise, capturedPaise - alreadyRefundedPaise));
}

/** The rows shown as "the policy": the deduction bands plus the refused band under 2 days. */
export type PolicyBand = {
  minDays: number;
  maxDays: number | null;
  deductionPercent: number | null;
};

export function policyBands(rules: readonly PolicyRule[] = CANCELLATION_POLICY): PolicyBand[] {
  const bands: PolicyBand[] = [...rules]
    .sort((a, b) => b.minDays - a.minDays)
    .map((r) => ({ minDays: r.minDays, maxDays: r.maxDays, deductionPercent: r.deductionPercent }));
  bands.push({ minDays: 0, maxDays: MIN_CANCEL_DAYS - 1, deductionPercent: null });
  return bands;
}
