/** Business constants: hold time, cancellation limits. GST rates are data (gst_slabs, ADR 220). */
export const MAX_ROOMS_PER_BOOKING = 4;
export const MAX_NIGHTS = 30;
/** 6 digits, not the spec's 4 (docs/spec-deviations.md): a reset code must not be guessable. */
export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_TTL_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const MOBILE_LENGTH = 10;
export const MIN_PASSWORD_LENGTH = 6;
export const NEWSLETTER_MAX_LENGTH = 100;
export const NEWSLETTER_MESSAGE_MS = 4000;
export const CANCEL_REDIRECT_MS = 5000;
export const SOCIAL_FEED_MAX = 8;
export const SHOWCASE_COUNT = 4;
export const SHOWCASE_NAMES = ['Patratu', 'Ranchi', 'Netarhat'] as const;
export const CAROUSEL_INTERVAL_MS = 7000;
export const CAROUSEL_SWIPE_PX = 40;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const MOBILE_BREAKPOINT_PX = 767;
export const HOLD_MINUTES = 15;
export const ADVANCE_PURPOSES = [
  'Marriage',
  'Birthday Party',
  'Corporate Function',
  'Other',
] as const;
/** The purposes as a Hindi page and a Hindi mail show them (the stored value stays English). */
export const ADVANCE_PURPOSES_HI: Record<(typeof ADVANCE_PURPOSES)[number], string> = {
  Marriage: 'विवाह',
  'Birthday Party': 'जन्मदिन की पार्टी',
  'Corporate Function': 'कॉर्पोरेट समारोह',
  Other: 'अन्य',
};
export const ROOM_CATEGORIES = ['Single', 'Double', 'Suite'] as const;
export type RoomCategory = (typeof ROOM_CATEGORIES)[number];
export const AMENITIES = ['Wi-Fi', 'Pool', 'Gym', 'Free Breakfast'] as const;
export type Amenity = (typeof AMENITIES)[number];
export const PAYMENT_FAILURE_DEFAULTS = {
  code: 'UNKNOWN_FAILURE',
  description: 'Payment was not completed.',
  reason: 'cancelled_by_user_or_timeout',
  step: 'payment_page',
  source: 'customer',
} as const;
/** Cancellation deduction policy (days before check-in, IST). */
export const CANCELLATION_POLICY = [
  { minDays: 15, maxDays: null, deductionPercent: 20 },
  { minDays: 7, maxDays: 14, deductionPercent: 30 },
  { minDays: 2, maxDays: 6, deductionPercent: 50 },
] as const;
export const ABOUT_FIGURES = {
  hotels: 11,
  tic: 9,
  restaurants: 10,
  founded: 'March 22, 2002',
} as const;
/** The corporation's Instagram profile (the social feed's "follow" link and demo posts). */
export const INSTAGRAM_PROFILE_URL = 'https://www.instagram.com/jharkhandtourism/';
