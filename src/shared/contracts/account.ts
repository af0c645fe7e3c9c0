import { z } from 'zod';
import { languageField } from '../language';
import {
  EMAIL_PATTERN,
  MAX_EMAIL_LENGTH,
  MAX_PASSWORD_LENGTH,
  MOBILE_PATTERN,
  normalizeMobile,
  OTP_PATTERN,
} from './auth';

const notJson = 'Send the request body as a JSON object.';

/** Texts of the account API (the server's messages; the page shows its own words around them). */
/**
 * What an account deletion keeps, and why (ADR 238): said in the deletion reply, the notice mail
 * and the Privacy Policy page. Nothing else about the person is kept.
 */
export const KEPT_BY_LAW = {
  en: 'the tax invoices and credit notes of your paid bookings (amounts, GST, invoice numbers and the buyer’s name, with the GSTIN or address where the invoice carries them, as issued), for 72 months as the CGST Rules (rule 56) require. They hold no email, mobile or ID number.',
  hi: 'आपकी भुगतान की गई बुकिंग के टैक्स इनवॉइस और क्रेडिट नोट (राशि, जीएसटी, इनवॉइस संख्या और खरीदार का नाम, तथा जहाँ इनवॉइस पर हों वहाँ जीएसटीआईएन या पता, जैसे जारी हुए थे), 72 महीनों तक, जैसा सीजीएसटी नियम (नियम 56) कहते हैं। उनमें कोई ईमेल, मोबाइल या पहचान संख्या नहीं रहती।',
} as const;

export const ACCOUNT_MSG = {
  languageSaved: 'Your language preference was saved.',
  passwordRequired: 'Enter your password to delete your account.',
  wrongPassword: 'The password is not correct. Your account was not deleted.',
  upcomingStay:
    'You have an upcoming confirmed stay. Cancel it from your booking history, or ask for deletion after your check-out date; your account was not deleted.',
  deleted: `Your account was deleted and your personal details erased, with the mails and SMS sent to you, your one-time codes, and the feedback and requests sent with your email or mobile. Kept because the GST law requires it: ${KEPT_BY_LAW.en}`,
} as const;

export const languageBody = z.object({ language: languageField }, { error: notJson });
export type LanguageBody = z.infer<typeof languageBody>;

export const languageReply = z.object({
  success: z.literal(true),
  message: z.string(),
  language: languageField,
});

export const deleteAccountBody = z.object(
  {
    password: z
      .string({ error: ACCOUNT_MSG.passwordRequired })
      .min(1, ACCOUNT_MSG.passwordRequired)
      .max(MAX_PASSWORD_LENGTH, ACCOUNT_MSG.wrongPassword),
  },
  { error: notJson },
);
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const deleteAccountReply = z.object({ success: z.literal(true), message: z.string() });

/** Kinds of consent recorded (ADR 122). */
export const CONSENT_KINDS = ['terms', 'newsletter', 'marketing'] as const;
export type ConsentKind = (typeof CONSENT_KINDS)[number];

const isoTime = z.string();

/** GET /api/account/export: everything the site keeps about the logged-in customer. */
export const accountExport = z.object({
  exportedAt: isoTime,
  profile: z.object({
    customerId: z.number(),
    userId: z.string(),
    name: z.string(),
    email: z.string(),
    mobile: z.string(),
    language: languageField,
    createdAt: isoTime,
  }),
  bookings: z.array(
    z.object({
      bookingRefNo: z.string(),
      status: z.string(),
      hotel: z.string(),
      checkIn: z.string(),
      checkOut: z.string(),
      nights: z.number(),
      guest: z.object({
        name: z.string(),
        customerType: z.string(),
        email: z.string(),
        mobile: z.string(),
        address: z.string(),
        identityType: z.string(),
        identityNo: z.string(),
        gstin: z.string().nullable(),
      }),
      roomTotal: z.number(),
      gst: z.number(),
      total: z.number(),
      invoiceNo: z.string().nullable(),
      createdAt: isoTime,
      confirmedAt: isoTime.nullable(),
      rooms: z.array(
        z.object({
          roomType: z.string(),
          adults: z.number(),
          children: z.number(),
          extraPersons: z.number(),
          amount: z.number(),
          gst: z.number(),
          status: z.string(),
          cancelledAt: isoTime.nullable(),
          refund: z.number().nullable(),
        }),
      ),
      payments: z.array(
        z.object({
          gateway: z.string(),
          orderId: z.string(),
          paymentId: z.string().nullable(),
          amount: z.number(),
          status: z.string(),
          method: z.string().nullable(),
          createdAt: isoTime,
          capturedAt: isoTime.nullable(),
        }),
      ),
      refunds: z.array(
        z.object({
          amount: z.number(),
          status: z.string(),
          reason: z.string(),
          createdAt: isoTime,
        }),
      ),
    }),
  ),
  requests: z.object({
    advanceBooking: z.array(z.record(z.string(), z.unknown())),
    reschedule: z.array(z.record(z.string(), z.unknown())),
  }),
  consents: z.array(
    z.object({
      kind: z.string(),
      textVersion: z.string(),
      source: z.string(),
      givenAt: isoTime,
      withdrawnAt: isoTime.nullable(),
    }),
  ),
  newsletter: z.object({
    subscribed: z.boolean(),
    since: isoTime.nullable(),
    unsubscribedAt: isoTime.nullable(),
  }),
});
export type AccountExport = z.infer<typeof accountExport>;

/**
 * The version of the text each consent was given to: bump it when the Terms and Conditions or
 * the newsletter's promise change, so a record says which words the person agreed to.
 */
export const CONSENT_TEXT_VERSION: Record<ConsentKind, string> = {
  terms: 'terms-2026-11',
  newsletter: 'newsletter-2026-11',
  marketing: 'marketing-2026-11',
};

// ---- manage a booking without a password (ADR 316) ----

export const MANAGE_MSG = {
  reference: 'Enter the booking reference (for example JTDC2611270001).',
  contact: 'Enter the 10-digit mobile number or the email of the booking.',
  codeSent:
    'If the reference and contact match a booking, we have sent an OTP to that mobile or email. It is valid for 10 minutes.',
  noMatch: 'The reference, contact or OTP is not right. Please check them and try again.',
  opened: 'Your booking is open.',
  /** a second code for the same reference and contact within a minute (issue 26) */
  resendWait: (s: number) => `You can ask for a new OTP in ${s} s.`,
} as const;

const referenceField = z
  .string({ error: MANAGE_MSG.reference })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{6,30}$/, MANAGE_MSG.reference);

/** A mobile (any way people type it) or an email: which channel the code goes by, and where. */
const contactField = z
  .string({ error: MANAGE_MSG.contact })
  .trim()
  .max(MAX_EMAIL_LENGTH, MANAGE_MSG.contact)
  .transform((raw, ctx) => {
    if (raw.includes('@')) {
      const email = raw.toLowerCase();
      if (!EMAIL_PATTERN.test(email)) {
        ctx.addIssue({ code: 'custom', message: MANAGE_MSG.contact });
        return z.NEVER;
      }
      return { channel: 'email' as const, target: email };
    }
    const mobile = normalizeMobile(raw);
    if (!MOBILE_PATTERN.test(mobile)) {
      ctx.addIssue({ code: 'custom', message: MANAGE_MSG.contact });
      return z.NEVER;
    }
    return { channel: 'sms' as const, target: mobile };
  });

/** POST /api/manage-booking/code */
export const manageCodeBody = z.object(
  { reference: referenceField, contact: contactField, language: languageField.optional() },
  { error: notJson },
);
/** POST /api/manage-booking/open */
export const manageOpenBody = z.object(
  {
    reference: referenceField,
    contact: contactField,
    otp: z.string({ error: MANAGE_MSG.noMatch }).trim().regex(OTP_PATTERN, MANAGE_MSG.noMatch),
  },
  { error: notJson },
);
export type ManageOpenBody = z.infer<typeof manageOpenBody>;
export const manageOpened = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ bookingId: z.number(), BookingRefNo: z.string() }),
});
