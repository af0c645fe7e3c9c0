import { useEffect, useRef, useState, type Ref } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useLocation, useSearch } from 'wouter';
import {
  OTP_INPUT_MAX_LENGTH,
  otpField,
  signupContactForm,
  signupDetailsForm,
  MOBILE_INPUT_MAX_LENGTH,
} from '../../../shared/contracts/auth';
import { OTP_RESEND_SECONDS } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { Button } from '../../components/Button';
import { CheckboxField, TextField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { useLocalePath, useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/meta';
import { loginHref } from '../../lib/paths';
import { useRegister } from './api/register';
import { SendOtpRefused, useSendOtp } from './api/sendOtp';
import { useVerifyEmailOtp } from './api/verifyEmailOtp';
import { useVerifyMobileOtp } from './api/verifyMobileOtp';
import { AuthLayout } from './AuthLayout';
import { failureMessage } from './errors';
import { nextParam, nextPath } from './nextPath';
import { PasswordField } from './PasswordField';
import { useRestartableCountdown } from '../../lib/countdown';
import styles from './auth.module.css';

type Contact = { EmailId: string; mobileNumber: string };
type Channel = 'email' | 'mobile';

/** 409 → server message or 'User already registered.'; other failures 'Error sending OTP'. */
function sendFailure(err: unknown): string {
  if (err instanceof SendOtpRefused) return err.message;
  if (err instanceof ApiError && err.status === 409)
    return failureMessage(err, MSG.userAlreadyRegistered);
  // a 400 or 429 carries an actionable reason (e.g. "Please wait 42 seconds ...")
  if (err instanceof ApiError && (err.status === 400 || err.status === 429))
    return failureMessage(err, MSG.errorSendingOtp);
  return MSG.errorSendingOtp;
}

/**
 * A failed resend is 'Error resending OTP' ('Failed to resend OTP' for a reply with
 * success false); only a 429 shows the server's reason, which says how long to wait.
 */
function resendFailure(err: unknown): string {
  if (err instanceof SendOtpRefused) return MSG.failedToResendOtp;
  if (err instanceof ApiError && err.status === 429)
    return failureMessage(err, MSG.errorResendingOtp);
  return MSG.errorResendingOtp;
}

/** One OTP input with its own Verify button, replaced by a check mark once verified. */
function OtpInput({
  id,
  label,
  value,
  error,
  verified,
  verifying,
  verifyLabel,
  inputRef,
  onChange,
  onVerify,
}: {
  id: string;
  label: string;
  value: string;
  error: string | undefined;
  verified: boolean;
  verifying: boolean;
  verifyLabel: string;
  inputRef?: Ref<HTMLInputElement>;
  onChange: (v: string) => void;
  onVerify: () => void;
}) {
  const t = useT().auth.signup;
  return (
    <TextField
      ref={inputRef}
      id={id}
      label={label}
      hint={verified ? undefined : t.otpHint}
      value={value}
      error={error}
      readOnly={verified}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={OTP_INPUT_MAX_LENGTH}
      required
      inputClassName={styles.otpInput}
      onChange={(e) => onChange(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          if (!verified) onVerify();
        }
      }}
      end={
        verified ? (
          <span className={styles.verified} data-testid={`${id}-verified`}>
            <Icon name="check" title={t.verified} />
            <span aria-hidden="true">{t.verified}</span>
          </span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            className={styles.inlineButton}
            onClick={onVerify}
            loading={verifying}
            aria-label={verifyLabel}
          >
            {t.verify}
          </Button>
        )
      }
    />
  );
}

/**
 * /signup in steps: email and mobile → Send OTP; both lock, two code inputs and a
 * 60-second countdown appear (then Resend OTP, which clears both codes); each code is verified on
 * its own; with both verified, name and password appear. The new account is logged in at once and
 * goes back to `?next=` (e.g. the booking the guest was making) or / (the spec says /login;
 * docs/spec-deviations.md). The newsletter is offered with an unticked box.
 */
export function SignupPage() {
  const { msg: MSG } = useT();
  const lp = useLocalePath();
  const t = useT().auth.signup;
  usePageMeta(t.title, t.meta);
  const [, navigate] = useLocation();
  const search = useSearch();
  const { refresh } = useAuth();
  const [newsletter, setNewsletter] = useState(false);
  const [contact, setContact] = useState<Contact | null>(null);
  const [codes, setCodes] = useState<Record<Channel, string>>({ email: '', mobile: '' });
  const [codeErrors, setCodeErrors] = useState<Partial<Record<Channel, string>>>({});
  const [verified, setVerified] = useState<Record<Channel, boolean>>({
    email: false,
    mobile: false,
  });
  const countdown = useRestartableCountdown();
  const sendOtp = useSendOtp();
  const verifyEmail = useVerifyEmailOtp();
  const verifyMobile = useVerifyMobileOtp();
  const register = useRegister();
  const emailOtpRef = useRef<HTMLInputElement>(null);

  const contactForm = useForm({
    resolver: zodResolver(signupContactForm),
    defaultValues: { EmailId: '', mobileNumber: '' },
    mode: 'onTouched',
  });
  const detailsForm = useForm({
    resolver: zodResolver(signupDetailsForm),
    defaultValues: { Customer_Name: '', User_Password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const bothVerified = verified.email && verified.mobile;

  useEffect(() => {
    if (contact) emailOtpRef.current?.focus();
  }, [contact]);
  const { setFocus } = detailsForm;
  useEffect(() => {
    if (bothVerified) setFocus('Customer_Name');
  }, [bothVerified, setFocus]);

  const restartCodes = () => {
    setCodes({ email: '', mobile: '' });
    setCodeErrors({});
    setVerified({ email: false, mobile: false });
    countdown.start(OTP_RESEND_SECONDS);
  };

  const onSend = contactForm.handleSubmit(async (values) => {
    try {
      await sendOtp.mutateAsync(values);
    } catch (err) {
      toast.error(sendFailure(err));
      return;
    }
    toast.success(MSG.otpsSent);
    setContact(values);
    restartCodes();
  });

  const onResend = async () => {
    if (!contact) return;
    try {
      await sendOtp.mutateAsync(contact);
    } catch (err) {
      toast.error(resendFailure(err));
      return;
    }
    toast.success(MSG.otpResent);
    restartCodes();
    emailOtpRef.current?.focus();
  };

  const onVerify = async (channel: Channel) => {
    if (!contact) return;
    const invalid = channel === 'email' ? MSG.signupInvalidEmailOtp : MSG.signupInvalidMobileOtp;
    const parsed = otpField(invalid).safeParse(codes[channel]);
    if (!parsed.success) {
      setCodeErrors((e) => ({ ...e, [channel]: invalid }));
      return;
    }
    setCodeErrors((e) => ({ ...e, [channel]: undefined }));
    try {
      if (channel === 'email')
        await verifyEmail.mutateAsync({ EmailId: contact.EmailId, otp: parsed.data });
      else await verifyMobile.mutateAsync({ mobileNumber: contact.mobileNumber, otp: parsed.data });
    } catch (err) {
      toast.error(
        failureMessage(
          err,
          channel === 'email' ? MSG.emailOtpVerificationFailed : MSG.mobileOtpVerificationFailed,
        ),
      );
      return;
    }
    toast.success(channel === 'email' ? MSG.emailOtpVerified : MSG.mobileOtpVerified);
    setVerified((v) => ({ ...v, [channel]: true }));
  };

  const onSignup = detailsForm.handleSubmit(async (values) => {
    if (!contact || !bothVerified) {
      toast.error(MSG.verifyBothOtps);
      return;
    }
    try {
      await register.mutateAsync({
        EmailId: contact.EmailId,
        Mobile_Number: contact.mobileNumber,
        Customer_Name: values.Customer_Name,
        User_Password: values.User_Password,
        newsletter,
      });
    } catch (err) {
      toast.error(failureMessage(err, MSG.registrationError));
      return;
    }
    // the step's earlier toasts (codes sent, verified) make way for the outcome
    toast.dismiss();
    toast.success(MSG.registeredSuccessfully);
    await refresh();
    navigate(nextPath(search), { replace: true });
  });

  const contactErrors = contactForm.formState.errors;
  const detailErrors = detailsForm.formState.errors;
  const locked = contact !== null;

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <form className={styles.form} onSubmit={onSend} noValidate aria-labelledby="signup-contact">
        <h2 id="signup-contact" className={styles.sectionTitle}>
          {t.stepContact}
        </h2>
        <TextField
          label={t.email}
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          readOnly={locked}
          required
          error={contactErrors.EmailId?.message}
          {...contactForm.register('EmailId')}
        />
        <TextField
          label={t.mobile}
          hint={t.mobileHint}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          maxLength={MOBILE_INPUT_MAX_LENGTH}
          readOnly={locked}
          required
          error={contactErrors.mobileNumber?.message}
          {...contactForm.register('mobileNumber')}
        />
        {locked ? null : (
          <Button type="submit" size="lg" fullWidth loading={sendOtp.isPending}>
            {t.sendOtp}
          </Button>
        )}
      </form>

      {contact ? (
        <section className={`${styles.form} ${styles.section}`} aria-labelledby="signup-verify">
          <h2 id="signup-verify" className={styles.sectionTitle}>
            {t.stepVerify}
          </h2>
          <OtpInput
            id="email-otp"
            label={t.emailOtp}
            value={codes.email}
            error={codeErrors.email}
            verified={verified.email}
            verifying={verifyEmail.isPending}
            verifyLabel={t.verifyEmail}
            inputRef={emailOtpRef}
            onChange={(v) => setCodes((c) => ({ ...c, email: v }))}
            onVerify={() => void onVerify('email')}
          />
          <OtpInput
            id="mobile-otp"
            label={t.mobileOtp}
            value={codes.mobile}
            error={codeErrors.mobile}
            verified={verified.mobile}
            verifying={verifyMobile.isPending}
            verifyLabel={t.verifyMobile}
            onChange={(v) => setCodes((c) => ({ ...c, mobile: v }))}
            onVerify={() => void onVerify('mobile')}
          />
          {bothVerified ? null : (
            <div className={styles.resendRow}>
              {countdown.running ? (
                <p className={styles.countdown} role="timer">
                  {t.resendIn(countdown.remaining)}
                </p>
              ) : (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => void onResend()}
                  loading={sendOtp.isPending}
                >
                  {t.resend}
                </Button>
              )}
              <button
                type="button"
                className={styles.textButton}
                onClick={() => {
                  setContact(null);
                  setVerified({ email: false, mobile: false });
                  setCodes({ email: '', mobile: '' });
                }}
              >
                {t.changeContact}
              </button>
            </div>
          )}
        </section>
      ) : null}

      {contact && bothVerified ? (
        <form
          className={`${styles.form} ${styles.section}`}
          onSubmit={onSignup}
          noValidate
          aria-labelledby="signup-details"
        >
          <h2 id="signup-details" className={styles.sectionTitle}>
            {t.stepDetails}
          </h2>
          <TextField
            label={t.fullName}
            autoComplete="name"
            required
            error={detailErrors.Customer_Name?.message}
            {...detailsForm.register('Customer_Name')}
          />
          <PasswordField
            label={t.password}
            autoComplete="new-password"
            required
            error={detailErrors.User_Password?.message}
            {...detailsForm.register('User_Password')}
          />
          <PasswordField
            label={t.confirmPassword}
            autoComplete="new-password"
            required
            error={detailErrors.confirmPassword?.message}
            {...detailsForm.register('confirmPassword')}
          />
          <CheckboxField
            label={t.newsletter}
            hint={t.newsletterHint}
            checked={newsletter}
            onChange={(e) => setNewsletter(e.target.checked)}
          />
          <Button type="submit" size="lg" fullWidth loading={detailsForm.formState.isSubmitting}>
            {t.submit}
          </Button>
        </form>
      ) : null}

      <ul className={styles.links}>
        <li>
          {t.haveAccount}{' '}
          <a className={styles.link} href={lp(loginHref(nextParam(search)))}>
            {t.login}
          </a>
        </li>
      </ul>
    </AuthLayout>
  );
}
