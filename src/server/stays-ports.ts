import * as auth from './modules/auth/auth.service';
import * as cancellation from './modules/cancellation/cancellation.service';
import * as folio from './modules/folio/folio.service';
import * as payments from './modules/payments/payments.service';
import type { StaysPorts } from './modules/stays/stays.service';
import type { AppDeps } from './types';

/**
 * What the front desk (the stays module) asks of the modules built on top of it, wired in this one
 * place for `staysRoutes` (app.ts hands it in, ADR 330), as `customer-data.ts` is for the account:
 * check-out's folio settlement, the counter booking's account and desk payment, and cancelling on
 * the guest's behalf under the policy.
 */
export function staysPorts(deps: AppDeps): StaysPorts {
  return {
    folio: { settleAtCheckOut: folio.settleAtCheckOut },
    counter: {
      account: auth.counterAccount,
      orders: payments.deskOrderPort(deps),
      confirm: (input) => payments.confirmDeskPayment(deps, input),
      fail: (orderId, reason) => payments.failPayment(deps, { orderId, failure: { reason } }),
    },
    cancellation: {
      quote: (booking, now) => cancellation.policyQuoteForGuest(deps.db, booking, now),
      cancel: (booking, staff) => cancellation.cancelForGuest(deps, booking, staff),
    },
  };
}
