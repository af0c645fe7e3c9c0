import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, MOBILE_LENGTH, OTP_LENGTH } from '../constants';
import { languageField } from '../language';
import { MSG } from '../messages';

export const profileUser = z.object({
  customerId: z.number(),
  EmailId: z.string(),
  Customer_Name: z.string(),
  Mobile_Number: z.string(),
  /** the language of the customer's mail, SMS and invoice (ADR 120) */
  language: languageField.optional(),
});
export type ProfileUser = z.infer<typeof profileUser>;

/** The session probe: the logged-in customer, or null for a visitor (200 either way). */
export const profileReply = z.object({ success: z.literal(true), user: profileUser.nullable() });

// ---- Field rules, shared by the forms and the server ----

/** The spec's "basic pattern" for an email address. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const MOBILE_PATTERN = new RegExp(`^\\d{${MOBILE_LENGTH}}$`);
export const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
/** A user id: at least 3 letters, digits or underscores. */
export const USER_ID_PATTERN = /^[A-Za-z0-9_]{3,}$/;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_NAME_LENGTH = 100;
/** The OTP inputs accept up to 6 characters (spec); codes are 6 digits (OTP_LENGTH). */
export const OTP_INPUT_MAX_LENGTH = 6;

const notJson = 'Send the request body as a JSON object.';

/** "45 seconds", "12 minutes", "3 hours". */
const waitText = (s: number) =>
  s < 120
    ? `${s} seconds`
    : s < 7200
      ? `${Math.ceil(s / 60)} minutes`
      : `${Math.ceil(s / 3600)} hours`;

/** Texts of the auth API that the spec does not quote. */
export const AUTH_MSG = {
  emailTooLong: 'Email is too long.',
  passwordTooLong: `Password must be at most ${MAX_PASSWORD_LENGTH} characters.`,
  nameRequired: 'Full name is required.',
  nameTooLong: `Full name must be at most ${MAX_NAME_LENGTH} characters.`,
  nameInvalid: 'Full name contains characters that are not allowed.',
  otpResendWait: (s: number) => `Please wait ${s} seconds before requesting another OTP.`,
  otpNotRequested: 'No OTP was sent to this address. Please request an OTP first.',
  otpExpired: 'This OTP has expired. Please request a new one.',
  otpUsed: 'This OTP has already been used. Please request a new one.',
  otpTooManyTries: 'Too many wrong attempts. Please request a new OTP.',
  loginThrottled:
    'Too many failed login attempts. Please try again later, or reset your password to unlock your account.',
  loginAccountLocked:
    'Too many failed login attempts on this account from many places. We have emailed the account holder a link that lets their own browser log in; or reset your password.',
  tooManyRequests: (s: number) => `Too many requests. Please try again in ${waitText(s)}.`,
  resetRequested: 'If an account exists for this email, an OTP has been sent to it.',
  resetNotVerified: 'Please verify the OTP sent to your email first. It is valid for 10 minutes.',
  loggedOut: 'Logged out.',
  loginCodeSent: 'We have sent an OTP to your mobile number.',
  detailsForNewGuest:
    'This mobile number has no account yet: enter your full name and email (your booking documents are sent there).',
  emailOfAnotherAccount:
    'This email belongs to another account. Sign in with that account, or use another email.',
  accountClosed: 'This account was deleted. Please contact us.',
} as const;

/** An email address, trimmed and lowercased. */
export const emailField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    .max(MAX_EMAIL_LENGTH, AUTH_MSG.emailTooLong)
    .regex(EMAIL_PATTERN, message);

/** What a mobile input accepts as typed ('+91 98765-43210' is 15 characters), before normalising. */
export const MOBILE_INPUT_MAX_LENGTH = 16;

/**
 * An Indian mobile number as people type it, made into the stored 10 digits: spaces, dashes, dots
 * and brackets go, and a '+91', '91' or '0' in front of ten digits goes. Anything else is left as
 * it is (and then fails the 10-digit rule).
 */
export function normalizeMobile(raw: string): string {
  const d = raw.trim().replace(/[\s\-().]/g, '');
  const m = /^(?:\+91|91|0)(\d{10})$/.exec(d);
  return m ? m[1]! : d;
}

/** A 10-digit mobile number; typed with spaces or a +91 prefix it is normalised first. */
export const mobileSchema = (message: string) =>
  z
    .string({ error: message })
    .max(40, message)
    .transform(normalizeMobile)
    .pipe(z.string().regex(MOBILE_PATTERN, message));

export const mobileField = mobileSchema(MSG.signupInvalidMobile);

export const otpField = (message: string) =>
  z.string({ error: message }).trim().regex(OTP_PATTERN, message);

export const passwordField = (message: string) =>
  z
    .string({ error: message })
    .min(MIN_PASSWORD_LENGTH, message)
    .max(MAX_PASSWORD_LENGTH, AUTH_MSG.passwordTooLong);

export const nameField = z
  .string({ error: AUTH_MSG.nameRequired })
  .trim()
  .min(1, AUTH_MSG.nameRequired)
  .max(MAX_NAME_LENGTH, AUTH_MSG.nameTooLong)
  // eslint-disable-next-line no-control-regex
  .regex(/^[^\u0000-\u001f\u007f]*$/, AUTH_MSG.nameInvalid);

/** Login identifier: an email, exactly 10 digits, or a user id of 3+ letters, digits or underscores. */
export const identifierField = z
  .string({ error: MSG.loginInvalidIdentifier })
  .trim()
  .max(MAX_EMAIL_LENGTH, MSG.loginInvalidIdentifier)
  // a mobile number typed with spaces or +91 is the same mobile number
  .transform((v) => (/^[+\d][\d\s\-().]*$/.test(v) ? normalizeMobile(v) : v))
  .refine((v) => EMAIL_PATTERN.test(v) || MOBILE_PATTERN.test(v) || USER_ID_PATTERN.test(v), {
    message: MSG.loginInvalidIdentifier,
  });

// ---- Request bodies (the legacy field names, kept exactly) ----

export const sendOtpBody = z.object(
  {
    EmailId: emailField(MSG.signupInvalidEmail),
    mobileNumber: mobileField,
    /** the language of the page that asked: the codes' mail and SMS are in it (ADR 121) */
    language: languageField.optional(),
  },
  { error: notJson },
);
export type SendOtpBody = z.infer<typeof sendOtpBody>;

export const verifyEmailOtpBody = z.object(
  { EmailId: emailField(MSG.signupInvalidEmail), otp: otpField(MSG.signupInvalidEmailOtp) },
  { error: notJson },
);
export const verifyMobileOtpBody = z.object(
  { mobileNumber: mobileField, otp: otpField(MSG.signupInvalidMobileOtp) },
  { error: notJson },
);

export const registerBody = z.object(
  {
    EmailId: emailField(MSG.signupInvalidEmail),
    Customer_Name: nameField,
    User_Password: passwordField(MSG.loginPasswordShort),
    Mobile_Number: mobileField,
    /** the sign-up form's newsletter box, unticked unless the person ticks it */
    newsletter: z.boolean().optional(),
    /** the language of the customer's mail, SMS and invoice; the page's language by default */
    language: languageField.optional(),
  },
  { error: notJson },
);
export type RegisterBody = z.infer<typeof registerBody>;

export const loginBody = z.object(
  {
    identifier: identifierField,
    password: z
      .string({ error: MSG.loginPasswordShort })
      .min(MIN_PASSWORD_LENGTH, MSG.loginPasswordShort)
      .max(MAX_PASSWORD_LENGTH, AUTH_MSG.passwordTooLong),
  },
  { error: notJson },
);
export type LoginBody = z.infer<typeof loginBody>;

export const resetOtpRequestBody = z.object(
  { EmailId: emailField(MSG.resetInvalidEmail) },
  { error: notJson },
);
export const resetPasswordBody = z.object(
  {
    EmailId: emailField(MSG.resetInvalidEmail),
    New_Password: passwordField(MSG.resetPasswordShort),
  },
  { error: notJson },
);

// ---- Forms (web) built on the same field rules ----

export const signupContactForm = sendOtpBody;
export type SignupContactForm = z.input<typeof signupContactForm>;

export const signupDetailsForm = z
  .object({
    Customer_Name: nameField,
    User_Password: passwordField(MSG.loginPasswordShort),
    confirmPassword: z.string(),
  })
  .refine((v) => v.User_Password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.passwordsDoNotMatch,
  });
export type SignupDetailsForm = z.input<typeof signupDetailsForm>;

export const loginForm = loginBody;
export type LoginForm = z.input<typeof loginForm>;

export const forgotEmailForm = resetOtpRequestBody;
export type ForgotEmailForm = z.input<typeof forgotEmailForm>;

export const forgotOtpForm = z.object({ otp: otpField(MSG.resetOtpLength) });
export type ForgotOtpForm = z.input<typeof forgotOtpForm>;

export const forgotPasswordForm = z
  .object({ New_Password: passwordField(MSG.resetPasswordShort), confirmPassword: z.string() })
  .refine((v) => v.New_Password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: MSG.resetPasswordsDoNotMatch,
  });
export type ForgotPasswordForm = z.input<typeof forgotPasswordForm>;

// ---- Replies ----

export const authMessageReply = z.object({ success: z.literal(true), message: z.string() });

export const loginReply = z.object({
  success: z.literal(true),
  message: z.string(),
  user: profileUser,
});

export const adminSiteReply = z.object({
  success: z.literal(true),
  data: z.object({ url: z.string() }),
});

export const devOutboxMessage = z.object({
  id: z.number(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  subject: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type DevOutboxMessage = z.infer<typeof devOutboxMessage>;

/** POST /api/auth/mobile-code: a sign-in code by SMS (booking without a password, ADR 316). */
export const mobileCodeBody = z.object(
  { mobileNumber: mobileField, language: languageField.optional() },
  { error: notJson },
);

/**
 * POST /api/auth/mobile-login: the code signs in the account of the mobile, or creates one (then
 * the name and email are needed; the account has no password until the guest sets one).
 */
export const mobileLoginBody = z.object(
  {
    mobileNumber: mobileField,
    otp: otpField(MSG.signupInvalidMobileOtp),
    Customer_Name: nameField.optional(),
    EmailId: emailField(MSG.signupInvalidEmail).optional(),
    language: languageField.optional(),
  },
  { error: notJson },
);
export type MobileLoginBody = z.infer<typeof mobileLoginBody>;
