/**
 * Every user-facing text that the spec quotes, verbatim. Components and the server import these;
 * nothing quoted by the spec is typed anywhere else.
 */
export const MSG = {
  // Generic
  loading: 'Loading...',
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongBang: 'Something went wrong!',
  checkingAuth: 'Checking authentication...',

  // Login
  loginInvalidIdentifier: 'Enter a valid email, phone number, or user ID',
  loginPasswordShort: 'Password must be at least 6 characters long',
  loginSuccess: 'Login successful',
  loginFailed: 'Login failed. Please check your credentials.',

  // Signup
  signupInvalidEmail: 'Enter a valid email.',
  signupInvalidMobile: 'Enter a valid 10-digit mobile number.',
  signupInvalidEmailOtp: 'Enter a valid 6-digit email OTP',
  signupInvalidMobileOtp: 'Enter a valid 6-digit mobile OTP',
  verifyBothOtps: 'Please verify both OTPs first',
  passwordsDoNotMatch: 'Passwords do not match',
  registrationError: 'Registration error.',
  registeredSuccessfully: 'Registered successfully',
  userAlreadyRegistered: 'User already registered.',
  errorSendingOtp: 'Error sending OTP',
  failedToSendOtps: 'Failed to send OTPs.',
  errorResendingOtp: 'Error resending OTP',
  failedToResendOtp: 'Failed to resend OTP',
  emailOtpVerificationFailed: 'Email OTP verification failed',
  mobileOtpVerificationFailed: 'Mobile OTP verification failed',
  otpsSent: 'OTPs sent to your mobile and email.',
  otpResent: 'OTP resent successfully',
  emailOtpVerified: 'Email OTP verified!',
  mobileOtpVerified: 'Mobile OTP verified!',

  // Forgot password
  resetInvalidEmail: 'Please enter a valid email address.',
  resetOtpLength: 'OTP should be 6 digits.',
  resetPasswordShort: 'Password must be at least 6 characters.',
  resetPasswordsDoNotMatch: 'Passwords do not match.',
  resetSendFailed: 'Failed to send OTP. Try again later.',
  resetInvalidOtp: 'Invalid OTP.',
  resetFailed: 'Failed to reset password.',
  resetOtpSent: 'OTP sent to your registered email.',
  resetOtpVerified: 'OTP verified. You can now reset your password.',
  resetSuccess: 'Password reset successfully.',

  // Newsletter
  newsletterInvalidEmail: 'Please enter a valid email address.',
  newsletterTooLong: 'Email is too long.',
  newsletterLoggedIn: "You're already subscribed with your account email.",
  newsletterAlready: "You're already subscribed.",
  newsletterSuccess: 'Subscribed successfully!',
  newsletterFailed: 'Subscription failed. Try again.',

  // Requests
  advanceBookingFailed: 'Booking failed!',
  reschedulingFailed: 'Rescheduling failed!',

  // Booking and payment
  bookingSuccessful: (ref: string) => `Booking successful! Ref: ${ref}`,
  bookingConfirmed: 'Booking Confirmed',
  bookingFailedTitle: 'Booking Failed',
  paymentFailed: 'Payment failed.',
  paymentFailureRecorded: 'Payment failure has been recorded.',
  failedToFetchHistory: 'Failed to fetch booking history',

  // Receipts
  loadingReceipt: 'Loading receipt...',
  noBookingDetails: 'No Booking Details Found',
  receiptTitle: 'Booking Receipt Voucher',
  roomNotAssigned: 'Not Assigned',

  // Cancellation
  cancelChargeError: 'Error while calculating cancellation charges.',
  cancelPolicyError: 'Error while fetching cancellation policy.',
  cancelBookingError: 'Error while cancelling booking.',
  cancelConfirmError: 'Error while confirming cancellation.',
  cancelMissingData: 'Missing data for cancellation confirmation.',
  cancelInfoError: 'Error loading cancellation info',
  cancelAllSuccess: 'All rooms cancelled successfully',
  cancelRoomSuccess: 'Room cancelled successfully.',
  cancelTooLate: 'Cancellation is not allowed within 2 days of check-in.',

  // Content
  destinationNotFound: 'Destination Not Found',
} as const;
