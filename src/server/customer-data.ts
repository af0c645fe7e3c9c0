import type { CustomerData } from './modules/account/account.service';
import * as audit from './modules/audit/audit.service';
import * as bookings from './modules/bookings/bookings.service';
import * as consents from './modules/consents/consents.service';
import * as feedback from './modules/feedback/feedback.service';
import * as newsletter from './modules/newsletter/newsletter.service';
import * as requests from './modules/requests/requests.service';
import * as reviews from './modules/reviews/reviews.service';

/**
 * The modules that keep a customer's data, and how each exports and erases its part (ADR 123),
 * wired in this one place for the account module (app.ts hands it in), as the outbox's renderers
 * are in renderers.ts. A module that comes to keep personal data adds its part here.
 */
export const customerData: CustomerData = {
  async exportOf(db, c) {
    return {
      bookings: await bookings.bookingsForExport(db, c.id),
      requests: await requests.requestsForExport(db, { id: c.id }),
      consents: await consents.consentsForExport(db, { customerId: c.id, email: c.email }),
      newsletter: await newsletter.subscriptionOf(db, c.email),
    };
  },

  // the bookings kept as tax records without the person; the requests and feedback filed with the
  // account, its email or mobile, and the staff replies to them in the audit log; the reviews'
  // text (ADR 320); the newsletter entry and the consents
  async erase(tx, who, now) {
    await bookings.anonymiseCustomerBookings(tx, who.id);
    const requestIds = await requests.anonymiseCustomerRequests(tx, who);
    await audit.eraseRequestReplies(tx, requestIds);
    await feedback.eraseSender(tx, who);
    await reviews.eraseCustomerReviews(tx, who.id);
    await newsletter.forgetSubscriber(tx, who.email);
    await consents.forgetCustomer(tx, { customerId: who.id, email: who.email }, now);
  },
};
