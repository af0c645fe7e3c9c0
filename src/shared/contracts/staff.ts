import { z } from 'zod';
import { MAX_DB_ID, okReply } from './common';
import { nightAudit } from './rooms';

/** The back office's roles (docs/api.md "Staff"). `admin` may do everything. */
export const STAFF_ROLES = [
  'admin',
  'hotel_manager',
  'content_editor',
  'accounts',
  'front_desk',
  'housekeeping',
  // the departures and manifests of named tours (staff_tours, ADR 351)
  'tour_operator',
] as const;
export const staffRole = z.enum(STAFF_ROLES);
export type StaffRole = z.infer<typeof staffRole>;

/**
 * The roles that work at named hotels (staff_hotels): a hotel manager, a front-desk clerk (the desk
 * of their hotels: arrivals, bookings, check-in and out, the chart and the housekeeping board) and a
 * housekeeper (the housekeeping board of their hotels only). Any other hotel is "not found" to them.
 */
export const HOTEL_SCOPED_ROLES = ['hotel_manager', 'front_desk', 'housekeeping'] as const;
export const isHotelScoped = (role: StaffRole): boolean =>
  (HOTEL_SCOPED_ROLES as readonly StaffRole[]).includes(role);

export const STAFF_ROLE_LABELS: Record<StaffRole, string> = {
  admin: 'Admin',
  hotel_manager: 'Hotel manager',
  content_editor: 'Content editor',
  accounts: 'Accounts',
  front_desk: 'Front desk',
  housekeeping: 'Housekeeping',
  tour_operator: 'Tour operator',
};

/** Minutes without a request after which a staff session ends (the server's idle timeout). */
export const STAFF_IDLE_MINUTES = 30;
/** The web warns this many minutes before the idle timeout. */
export const STAFF_IDLE_WARNING_MINUTES = 2;

export const STAFF_MIN_PASSWORD_LENGTH = 12;
export const STAFF_MAX_PASSWORD_LENGTH = 128;

export const STAFF_MSG = {
  loginFailed: 'The email or password is not correct.',
  totpRequired: 'Enter the 6-digit code from your authenticator app.',
  totpWrong: 'The authenticator code is not correct. Check the time on your phone and try again.',
  loginThrottled: 'Too many failed sign-ins. Please wait a few minutes and try again.',
  totpPaused: (minutes: number) =>
    `Too many wrong authenticator codes for this account: two-factor sign-in is paused for ${minutes} minute${minutes === 1 ? '' : 's'}. The administrators have been told. If this was not you, ask an administrator to reset your authenticator.`,
  signInFirst: 'Please sign in to the back office.',
  notAllowed: 'Your role does not allow this.',
  totpEnrolRequired:
    'Two-factor sign-in is required: set up an authenticator app before you continue.',
} as const;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Enter a valid email address.');

export const staffLoginBody = z.object({
  email,
  password: z.string().min(1, 'Enter your password.').max(STAFF_MAX_PASSWORD_LENGTH),
  /** the authenticator's 6-digit code, when the account has two-factor sign-in */
  totp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits.')
    .optional(),
});
export type StaffLoginBody = z.infer<typeof staffLoginBody>;

/** The signed-in staff member (GET /api/staff/me, and the login reply). */
export const staffMe = z.object({
  email: z.string(),
  role: staffRole,
  /** hotels a hotel manager runs; empty for other roles (admins reach every hotel) */
  hotelIds: z.array(z.number().int()),
  /** whether the account has two-factor sign-in set up */
  totpEnabled: z.boolean(),
  /** true when the account must set up two-factor sign-in before anything else (production) */
  totpRequired: z.boolean(),
  /** minutes without a request before the session ends */
  idleMinutes: z.number().int(),
});
export type StaffMe = z.infer<typeof staffMe>;
export const staffMeReply = okReply(staffMe.nullable());

/** POST /api/staff/totp/setup: a new secret for the authenticator app (not active yet). */
export const totpSetupReply = okReply(
  z.object({
    /** base32, to type into an app that cannot scan */
    secret: z.string(),
    /** otpauth:// URI */
    uri: z.string(),
    /** the URI as a QR code (SVG markup made by the server) */
    qrSvg: z.string(),
  }),
);
export type TotpSetup = z.infer<typeof totpSetupReply>['data'];

/** POST /api/staff/totp/confirm: the first code from the app turns two-factor sign-in on. */
export const totpConfirmBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code has 6 digits.'),
});

// ---- staff accounts (admin) ----

const password = z
  .string()
  .min(
    STAFF_MIN_PASSWORD_LENGTH,
    `The password needs at least ${STAFF_MIN_PASSWORD_LENGTH} characters.`,
  )
  .max(STAFF_MAX_PASSWORD_LENGTH);

const hotelIds = z.array(z.number().int().positive()).max(200).default([]);
/** the tours a tour operator runs (ADR 351) */
const tourIds = z.array(z.number().int().positive().max(MAX_DB_ID)).max(200).default([]);
const toursNamed = (b: { role: StaffRole; tourIds: number[] }) =>
  b.role !== 'tour_operator' || b.tourIds.length > 0;
const toursNamedError = {
  message: 'Choose at least one tour for a tour operator.',
  path: ['tourIds'],
};

export const staffAccount = z.object({
  id: z.number().int(),
  email: z.string(),
  role: staffRole,
  hotelIds: z.array(z.number().int()),
  /** the tours a tour operator runs (ADR 351); empty for every other role */
  tourIds: z.array(z.number().int()),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
  createdAt: z.string(),
});
export type StaffAccount = z.infer<typeof staffAccount>;
export const staffAccountsReply = okReply(z.array(staffAccount));
export const staffAccountReply = okReply(staffAccount);

/** POST /api/staff/accounts: a hotel manager needs at least one hotel. */
export const createStaffBody = z
  .object({ email, role: staffRole, hotelIds, tourIds, password })
  .refine((b) => !isHotelScoped(b.role) || b.hotelIds.length > 0, {
    message: 'Choose at least one hotel for a hotel manager, front-desk clerk or housekeeper.',
    path: ['hotelIds'],
  })
  .refine(toursNamed, toursNamedError);
export type CreateStaffBody = z.infer<typeof createStaffBody>;

/** PATCH /api/staff/accounts/{id}: the role, the hotels and a tour operator's tours. */
export const updateStaffBody = z
  .object({ role: staffRole, hotelIds, tourIds })
  .refine((b) => !isHotelScoped(b.role) || b.hotelIds.length > 0, {
    message: 'Choose at least one hotel for a hotel manager, front-desk clerk or housekeeper.',
    path: ['hotelIds'],
  })
  .refine(toursNamed, toursNamedError);

/** POST /api/staff/accounts/{id}/password: a new password set by an admin. */
export const setStaffPasswordBody = z.object({ password });

// ---- dashboard ----

/**
 * The back-office home page. Each role gets only the figures its work needs (ADR 245): admin
 * every field; a hotel manager the day's arrivals and departures and the requests, of their
 * hotels; accounts the money figures; a content editor the content figures. A field a role does
 * not get is absent from the reply.
 */
export const dashboardReply = okReply(
  z.object({
    /** today in IST (YYYY-MM-DD) */
    today: z.string(),
    // operations: admin, hotel manager (their hotels)
    hotels: z
      .array(
        z.object({
          hotelId: z.number().int(),
          name: z.string(),
          arrivals: z.number().int(),
          departures: z.number().int(),
          /** the hotel's last closed day (night audit, ADR 311); null: never closed */
          lastClosedDay: z.string().nullable(),
          /** false while yesterday is not closed yet (before the job closed it, or after it failed) */
          yesterdayClosed: z.boolean(),
          /** the last closed day's frozen figures (ADR 311); null: never closed */
          lastClose: nightAudit.nullable(),
        }),
      )
      .optional(),
    /** bulk/wedding and reschedule requests not yet answered */
    openRequests: z.number().int().optional(),
    /** stays whose Form C is not marked submitted 24 hours after a foreign guest's check-in */
    formCOverdue: z
      .array(
        z.object({
          bookingId: z.number().int(),
          ref: z.string(),
          hotelId: z.number().int(),
          hotelName: z.string(),
          checkedInAt: z.string(),
        }),
      )
      .optional(),
    /** stays whose departure is not marked reported 24 hours after the foreign guest's check-out (ADR 377) */
    formCDepartureOverdue: z
      .array(
        z.object({
          bookingId: z.number().int(),
          ref: z.string(),
          hotelId: z.number().int(),
          hotelName: z.string(),
          checkedOutAt: z.string(),
        }),
      )
      .optional(),
    // money: admin, accounts
    failedRefunds: z.number().int().optional(),
    /** refunds recorded and not yet settled by the gateway */
    pendingRefunds: z.number().int().optional(),
    /** rupees captured today (IST), online and at the desk */
    receivedToday: z.number().optional(),
    // content: admin, content editor
    /** unpublished items of every content kind */
    contentDrafts: z.number().int().optional(),
    /** published tenders whose closing date has not passed */
    openTenders: z.number().int().optional(),
  }),
);
export type Dashboard = z.infer<typeof dashboardReply>['data'];
