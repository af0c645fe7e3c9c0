/**
 * The port to a channel manager (ADR 260): what this system, as the hotels' property system,
 * sends (availability, rates) and takes (booking revisions, acknowledged once stored). Channex is
 * the one adapter today (channex.ts); another (SiteMinder's pmsXchange) implements the same.
 */

/** Free rooms of one channel room type for the nights dateFrom..dateTo (both included). */
export type AvailabilityValue = {
  propertyId: string;
  roomTypeId: string;
  dateFrom: string;
  dateTo: string;
  availability: number;
};

/**
 * The nightly price (paise) and stay restrictions of one channel rate plan for dateFrom..dateTo
 * (both included), ADR 384. minStayThrough 1: no minimum.
 */
export type RateValue = {
  propertyId: string;
  ratePlanId: string;
  dateFrom: string;
  dateTo: string;
  ratePaise: number;
  minStayThrough: number;
  closedToArrival: boolean;
  closedToDeparture: boolean;
  stopSell: boolean;
};

/** A room of a revision: the channel's room type and rate plan ids (null: none sent). */
export type RevisionRoom = {
  roomTypeId: string;
  ratePlanId: string | null;
  adults: number;
  children: number;
};

/** One booking revision from the channel manager's feed, in this system's terms. */
export type BookingRevision = {
  id: string;
  propertyId: string;
  /** the channel manager's booking id: the same for every revision of one booking */
  bookingId: string;
  status: 'new' | 'modified' | 'cancelled';
  otaName: string;
  otaReservationCode: string;
  arrivalDate: string;
  departureDate: string;
  /** the OTA's total, paise; null when not sent */
  amountPaise: number | null;
  paymentCollect: 'ota' | 'property';
  customer: { name: string; email: string; phone: string };
  rooms: RevisionRoom[];
};

/** A refused or failed call; retryAfterMs when the channel manager said when to come back (429). */
export class ChannelError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly retryAfterMs: number | null = null,
  ) {
    super(message);
    this.name = 'ChannelError';
  }
}

export interface ChannelManager {
  /** One request for many room types and dates of one property (they are coalesced by the caller). */
  pushAvailability(batch: AvailabilityValue[]): Promise<void>;
  /** Prices and restrictions: one request for many rate plans and dates of one property. */
  pushRates(batch: RateValue[]): Promise<void>;
  /** Revisions not yet acknowledged, oldest first. */
  fetchBookingRevisions(): Promise<BookingRevision[]>;
  ackRevision(id: string): Promise<void>;
}
