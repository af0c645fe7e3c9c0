import { verifiedPayment, type PaymentSuccess } from '../../../../shared/contracts/payments';
import { okReply } from '../../../../shared/contracts/common';
import { api } from '../../../lib/api';

const reply = okReply(verifiedPayment);

/** POST /api/payments/verify: the server checks the signature and confirms the booking. */
export const verifyPayment = (body: PaymentSuccess) =>
  api('/api/payments/verify', reply, { body }).then((r) => r.data);
