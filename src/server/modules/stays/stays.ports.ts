import type { DbOrTx, Tx } from '../../db/client';
import type { SessionCustomer } from '../../plugins/session';
import type * as bookings from '../bookings/bookings.service';

/**
 * What the front desk asks of the modules built on top of it (ADR 330): the folio, the counter
 * account, the desk payment and the guest's cancellation. `app.ts` hands them in
 * (`staysRoutes(staysPorts)`, wired in `src/server/stays-ports.ts`), so stays imports none of
 * folio, auth, payments or cancellation. Each port keeps the rules of its own module; a refusal
 * it raises (the folio's balance due, the policy's 400) reaches the desk's reply unchanged.
 */
export type StaysPorts = {
  folio: {
    /**
     * Check-out's settlement in the check-out's transaction (the booking locked by it): 409 with
     * `balancePaise` while a balance is due unless billed to a company; issues the postings' tax
     * invoice (ADR 286, 287).
     */
    settleAtCheckOut(
      tx: Tx,
      input: { bookingId: number; staffId: number; at: Date },
    ): Promise<{ invoiceNo: string | null }>;
  };
  counter: {
    /** The account a staff member's counter bookings belong to (auth, ADR 151). */
    account(db: DbOrTx, staffId: number): Promise<SessionCustomer>;
    /** The desk's payment orders of a counter booking (payments: gateway `desk`, no gateway call). */
    orders: bookings.OrderPort;
    /**
     * The money was taken at the desk: the booking is confirmed (invoice number, receipt, mail and
     * SMS) and `record` runs in that same transaction with the payment row's id.
     */
    confirm(input: {
      orderId: string;
      method: 'cash' | 'card' | 'upi';
      record: (tx: Tx, booking: bookings.BookingRow, paymentRowId: number) => Promise<void>;
    }): Promise<{ kind: 'confirmed' | 'refunded' }>;
    /** Nothing was confirmed: the order fails and its hold's rooms go back now. */
    fail(orderId: string, reason: string): Promise<unknown>;
  };
  cancellation: {
    /** The policy's charge and refund for cancelling every remaining room now, or its refusal. */
    quote(booking: { id: number; customerId: number }, now: Date): Promise<GuestCancelQuote>;
    /**
     * Cancels every remaining room on the guest's behalf (inventory, refund, guest mail); `inTx`
     * runs in the cancellation's transaction with what was done.
     */
    cancel(
      booking: { id: number; customerId: number },
      staff: {
        overrideRefundPaise?: number | undefined;
        inTx?: (tx: Tx, done: { status: string; refundPaise: number }) => Promise<void>;
      },
    ): Promise<unknown>;
  };
};

/** The cancellation policy's answer, in paise: the quote, or its refusal (a value, not a 400). */
export type GuestCancelQuote =
  | {
      refused: false;
      paidPaise: number;
      chargePaise: number;
      refundPaise: number;
      deductionPercent: number;
      daysBeforeCheckIn: number;
    }
  | { refused: true; message: string; daysBeforeCheckIn: number };
