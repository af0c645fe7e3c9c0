import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { payments } from './schema/index';

/**
 * A booking's own payment (online or at the counter): not money the desk took for its folio
 * (ADR 286) and not a date change's difference (ADR 315), which are refunded on their own. The one
 * place the bookings, payments and refunds repos say it.
 */
export const isOwnBookingPayment: SQL = and(
  eq(payments.purpose, 'booking'),
  isNull(payments.dateChangeId),
)!;
