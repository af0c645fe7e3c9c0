import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { BookingRow } from './bookings.repo';

/** What the booking services need from the app. */
export type BookingDeps = { db: Db; config: Config; now: () => Date };

/**
 * A payment order as the booking reply shows it. The payments module opens orders; bookings only
 * asks through this port (passed in by the route), so bookings never imports payments.
 */
export type OrderInfo = {
  orderId: string;
  amountPaise: number;
  gateway: 'sandbox' | 'razorpay';
  keyId: string;
  checkoutUrl?: string | undefined;
};
export type OrderPort = {
  /** opens the gateway order of a committed hold (after the commit; no transaction open) */
  open(booking: BookingRow): Promise<OrderInfo>;
  /** the booking's latest order (an idempotent replay) */
  latest(bookingId: number): Promise<OrderInfo | null>;
};
