import type { MSG } from '../../../shared/messages';
import { LOADING_TEXT } from '../loading';
import type { Shape } from '../shape';

/**
 * The spec's messages (src/shared/messages.ts) in Hindi, key by key: the server and the shared
 * schemas keep sending the exact English texts, and a Hindi page shows these instead (ADR 101).
 */
export const msgHi: Shape<typeof MSG> = {
  loading: LOADING_TEXT.hi,
  somethingWentWrong: 'कुछ गड़बड़ हो गई',
  somethingWentWrongBang: 'कुछ गड़बड़ हो गई!',
  checkingAuth: 'लॉग इन की जाँच हो रही है...',

  loginInvalidIdentifier: 'मान्य ईमेल, फ़ोन नंबर या यूज़र आईडी डालें',
  loginPasswordShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए',
  loginSuccess: 'लॉग इन हो गया',
  loginFailed: 'लॉग इन नहीं हो सका। कृपया अपना विवरण जाँचें।',

  signupInvalidEmail: 'मान्य ईमेल डालें।',
  signupInvalidMobile: '10 अंकों का मान्य मोबाइल नंबर डालें।',
  signupInvalidEmailOtp: '6 अंकों का मान्य ईमेल OTP डालें',
  signupInvalidMobileOtp: '6 अंकों का मान्य मोबाइल OTP डालें',
  verifyBothOtps: 'कृपया पहले दोनों OTP सत्यापित करें',
  passwordsDoNotMatch: 'पासवर्ड मेल नहीं खाते',
  registrationError: 'खाता बनाने में त्रुटि।',
  registeredSuccessfully: 'खाता बन गया',
  userAlreadyRegistered: 'यह उपयोगकर्ता पहले से पंजीकृत है।',
  errorSendingOtp: 'OTP भेजने में त्रुटि',
  failedToSendOtps: 'OTP नहीं भेजे जा सके।',
  errorResendingOtp: 'OTP फिर से भेजने में त्रुटि',
  failedToResendOtp: 'OTP फिर से नहीं भेजा जा सका',
  emailOtpVerificationFailed: 'ईमेल OTP सत्यापित नहीं हुआ',
  mobileOtpVerificationFailed: 'मोबाइल OTP सत्यापित नहीं हुआ',
  otpsSent: 'OTP आपके मोबाइल और ईमेल पर भेज दिए गए हैं।',
  otpResent: 'OTP फिर से भेज दिया गया',
  emailOtpVerified: 'ईमेल OTP सत्यापित!',
  mobileOtpVerified: 'मोबाइल OTP सत्यापित!',

  resetInvalidEmail: 'कृपया मान्य ईमेल पता डालें।',
  resetOtpLength: 'OTP 6 अंकों का होना चाहिए।',
  resetPasswordShort: 'पासवर्ड कम से कम 6 अक्षरों का होना चाहिए।',
  resetPasswordsDoNotMatch: 'पासवर्ड मेल नहीं खाते।',
  resetSendFailed: 'OTP नहीं भेजा जा सका। बाद में फिर कोशिश करें।',
  resetInvalidOtp: 'OTP ग़लत है।',
  resetFailed: 'पासवर्ड नहीं बदला जा सका।',
  resetOtpSent: 'OTP आपके पंजीकृत ईमेल पर भेज दिया गया है।',
  resetOtpVerified: 'OTP सत्यापित। अब आप पासवर्ड बदल सकते हैं।',
  resetSuccess: 'पासवर्ड बदल दिया गया।',

  newsletterInvalidEmail: 'कृपया मान्य ईमेल पता डालें।',
  newsletterTooLong: 'ईमेल बहुत लंबा है।',
  newsletterLoggedIn: 'आपके खाते के ईमेल से आपकी सदस्यता पहले से है।',
  newsletterAlready: 'आपकी सदस्यता पहले से है।',
  newsletterSuccess: 'सदस्यता मिल गई!',
  newsletterFailed: 'सदस्यता नहीं हो सकी। फिर से कोशिश करें।',

  advanceBookingFailed: 'बुकिंग नहीं हो सकी!',
  reschedulingFailed: 'तारीख़ बदलने का अनुरोध नहीं हो सका!',

  bookingSuccessful: (ref: string) => `बुकिंग हो गई! संदर्भ: ${ref}`,
  bookingConfirmed: 'बुकिंग पक्की हो गई',
  bookingFailedTitle: 'बुकिंग नहीं हो सकी',
  paymentFailed: 'भुगतान विफल रहा।',
  paymentFailureRecorded: 'भुगतान की विफलता दर्ज कर ली गई है।',
  failedToFetchHistory: 'बुकिंग इतिहास नहीं मिल सका',

  loadingReceipt: 'रसीद लोड हो रही है...',
  noBookingDetails: 'बुकिंग का कोई विवरण नहीं मिला',
  receiptTitle: 'बुकिंग रसीद वाउचर',
  roomNotAssigned: 'आवंटित नहीं',

  cancelChargeError: 'रद्दीकरण शुल्क की गणना में त्रुटि।',
  cancelPolicyError: 'रद्दीकरण नीति लाने में त्रुटि।',
  cancelBookingError: 'बुकिंग रद्द करने में त्रुटि।',
  cancelConfirmError: 'रद्दीकरण की पुष्टि में त्रुटि।',
  cancelMissingData: 'रद्दीकरण की पुष्टि के लिए जानकारी अधूरी है।',
  cancelInfoError: 'रद्दीकरण की जानकारी लोड करने में त्रुटि',
  cancelAllSuccess: 'सभी कमरे रद्द हो गए',
  cancelRoomSuccess: 'कमरा रद्द हो गया।',
  cancelTooLate: 'चेक-इन से 2 दिन के भीतर रद्दीकरण की अनुमति नहीं है।',

  destinationNotFound: 'पर्यटन स्थल नहीं मिला',
};

/**
 * Messages of the shared schemas and the server that a form or a toast shows, by their exact
 * English text. A message missing here shows in English (with the page's other texts in Hindi).
 */
export const formMessagesHi: Record<string, string> = {
  'A PAN looks like ABCDE1234F.': 'PAN कुछ ऐसा दिखता है: ABCDE1234F।',
  'A passport number looks like A1234567.': 'पासपोर्ट नंबर कुछ ऐसा दिखता है: A1234567।',
  'A voter ID (EPIC) number looks like ABC1234567.':
    'मतदाता पहचान पत्र (EPIC) नंबर कुछ ऐसा दिखता है: ABC1234567।',
  'Address can be at most 300 characters.': 'पता अधिकतम 300 अक्षरों का हो सकता है।',
  'Address is required with a GSTIN: the GST invoice shows it, with your state.':
    'GSTIN के साथ पता ज़रूरी है: GST चालान पर यह आपके राज्य के साथ छपता है।',
  'At least 1 guest.': 'कम से कम 1 मेहमान।',
  'At most 40 guests.': 'अधिकतम 40 मेहमान।',
  'Check-in cannot be in the past.': 'चेक-इन की तारीख़ बीत चुकी है।',
  'Check-out must be after check-in.': 'चेक-आउट की तारीख़ चेक-इन के बाद की होनी चाहिए।',
  'Choose a customer type.': 'ग्राहक का प्रकार चुनें।',
  'Choose a hotel.': 'होटल चुनें।',
  'Choose a room type.': 'कमरे की श्रेणी चुनें।',
  'Choose an identity document.': 'पहचान पत्र चुनें।',
  'Choose at least 1 room.': 'कम से कम 1 कमरा चुनें।',
  'Email is required.': 'ईमेल ज़रूरी है।',
  'Email is too long.': 'ईमेल बहुत लंबा है।',
  'Enter a valid 10-digit mobile number.': '10 अंकों का मान्य मोबाइल नंबर डालें।',
  'Enter a valid email.': 'मान्य ईमेल डालें।',
  'Enter the booking reference number as it appears on your receipt.':
    'बुकिंग संदर्भ संख्या वैसे ही डालें जैसी आपकी रसीद पर छपी है।',
  'Enter the driving licence number as printed.': 'ड्राइविंग लाइसेंस नंबर वैसे ही डालें जैसा छपा है।',
  'Enter the last 4 digits of the Aadhaar (or XXXX-XXXX-1234); a full Aadhaar number has 12 digits.':
    'आधार के आख़िरी 4 अंक डालें (या XXXX-XXXX-1234); पूरा आधार नंबर 12 अंकों का होता है।',
  'Full name contains characters that are not allowed.': 'पूरे नाम में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।',
  'Full name is required.': 'पूरा नाम ज़रूरी है।',
  'Identity number can be at most 20 characters.': 'पहचान पत्र संख्या अधिकतम 20 अक्षरों की हो सकती है।',
  'Identity number is required.': 'पहचान पत्र संख्या ज़रूरी है।',
  'Please accept the cancellation policy and terms to continue.':
    'आगे बढ़ने के लिए कृपया रद्दीकरण नीति और शर्तें स्वीकार करें।',
  'Please choose a From date.': 'कृपया आरंभ की तारीख़ चुनें।',
  'Please choose a To date.': 'कृपया अंतिम तारीख़ चुनें।',
  'Please choose a hotel from the list.': 'कृपया सूची से होटल चुनें।',
  'Please choose a hotel.': 'कृपया होटल चुनें।',
  'Please choose the new check-in date.': 'कृपया नई चेक-इन तारीख़ चुनें।',
  'Please choose the new check-out date.': 'कृपया नई चेक-आउट तारीख़ चुनें।',
  'Please choose the purpose of the booking.': 'कृपया बुकिंग का प्रयोजन चुनें।',
  'Please describe the purpose.': 'कृपया प्रयोजन बताएँ।',
  'Please enter the booking reference number.': 'कृपया बुकिंग संदर्भ संख्या डालें।',
  'Please enter your email.': 'कृपया अपना ईमेल डालें।',
  'Please enter your name.': 'कृपया अपना नाम डालें।',
  'Please tell us why you want to reschedule.': 'कृपया बताएँ कि आप तारीख़ क्यों बदलना चाहते हैं।',
  'The From date cannot be in the past.': 'आरंभ की तारीख़ बीत चुकी है।',
  'The To date cannot be before the From date.': 'अंतिम तारीख़ आरंभ की तारीख़ से पहले नहीं हो सकती।',
  'The highest price must not be below the lowest.': 'अधिकतम किराया न्यूनतम से कम नहीं हो सकता।',
  'This is not a valid Aadhaar number: please check the digits, or give only the last 4.':
    'यह मान्य आधार नंबर नहीं है: अंक जाँचें, या केवल आख़िरी 4 अंक दें।',
  'Too many failed login attempts. Please try again later, or reset your password to unlock your account.':
    'लॉग इन की बहुत सारी असफल कोशिशें। बाद में फिर कोशिश करें, या खाता खोलने के लिए पासवर्ड बदलें।',
  'Logged out.': 'लॉग आउट हो गया।',
};
