import { bookingCreated, type CreateBookingRequest } from '../../../../shared/contracts/bookings';
import { okReply } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api';

const reply = okReply(bookingCreated);

/** POST /api/bookings: holds the rooms for 15 minutes and opens the payment order. */
export const createBooking = (body: CreateBookingRequest, idempotencyKey: string) =>
  api('/api/bookings', reply, { body, headers: { 'Idempotency-Key': idempotencyKey } }).then(
    (r) => r.data,
  );
