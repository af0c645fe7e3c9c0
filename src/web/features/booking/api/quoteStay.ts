import { quoteReply, type QuoteRequest } from '../../../../shared/contracts/promo-codes';
import { api } from '../../../lib/api';

/** POST /api/bookings/quote: the stay priced by the server with a promo code (ADR 365). */
export const quoteStay = (body: QuoteRequest) =>
  api('/api/bookings/quote', quoteReply, { body }).then((r) => r.data);
