import { useEffect, useRef, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useLocation } from 'wouter';
import {
  forgotEmailForm,
  forgotOtpForm,
  forgotPasswordForm,
  OTP_INPUT_MAX_LENGTH,
} from '../../../shared/contracts/auth';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { cx } from '../../components/cx';
import { useLocalePath, useT } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/meta';
import { href } from '../../lib/paths';
import { useResetPassword } from './api/resetPassword';
import { useSendResetOtp } from './api/sendResetOtp';
import { useVerifyEmailOtp } from './api/verifyEmailOtp';
import { AuthLayout } from './AuthLayout';
import { failureMessage } from './errors';
import { PasswordField } from './PasswordField';
import styles from './auth.module.css';

type Step = 1 | 2 | 3;

function BackToLogin() {
  const lp = useLocalePath();
  const t = useT().auth.forgot;
  return (
    <ul className={styles.links}>
      <li>
        <a className={styles.link} href={lp(href('login'))}>
          <Icon name="arrow-left" />
          {t.backToLogin}
        </a>
      </li>
    </ul>
  );
}

/** Step 1: the account's email → a reset code by mail. */
function RequestStep({ onSent }: { onSent: (email: string) => void }) {
  const { msg: MSG } = useT();
  const t = useT().auth.forgot;
  const send = useSendResetOtp();
  const form = useForm({
    resolver: zodResolver(forgotEmailForm),
    defaultValues: { EmailId: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
    } catch (err) {
      toast.error(failureMessage(err, MSG.resetSendFailed));
      return;
    }
    toast.success(MSG.resetOtpSent);
    onSent(values.EmailId);
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="forgot-step">
      <h2 id="forgot-step" className={styles.sectionTitle} tabIndex={-1}>
        {t.step1}
      </h2>
      <TextField
        label={t.email}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={form.formState.errors.EmailId?.message}
        {...form.register('EmailId')}
      />
      <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
        {t.requestOtp}
      </Button>
    </form>
  );
}

/** Step 2: the code from the mail; success leaves a reset grant cookie in this browser. */
function VerifyStep({ email, onVerified }: { email: string; onVerified: () => void }) {
  const { msg: MSG } = useT();
  const t = useT().auth.forgot;
  const verify = useVerifyEmailOtp();
  const form = useForm({
    resolver: zodResolver(forgotOtpForm),
    defaultValues: { otp: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await verify.mutateAsync({ EmailId: email, otp: values.otp });
    } catch (err) {
      toast.error(failureMessage(err, MSG.resetInvalidOtp));
      return;
    }
    toast.success(MSG.resetOtpVerified);
    onVerified();
  });
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="forgot-step">
      <h2 id="forgot-step" className={styles.sectionTitle} tabIndex={-1}>
        {t.step2}
      </h2>
      <TextField
        label={t.otp}
        hint={t.otpHint(email)}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={OTP_INPUT_MAX_LENGTH}
        required
        error={form.formState.errors.otp?.message}
        {...form.register('otp')}
      />
      <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
        {t.verifyOtp}
      </Button>
    </form>
  );
}

/** Step 3: the new password, twice; the end goes to /login. */
function PasswordStep({ email, onDone }: { email: string; onDone: () => void }) {
  const { msg: MSG } = useT();
  const t = useT().auth.forgot;
  const reset = useResetPassword();
  const form = useForm({
    resolver: zodResolver(forgotPasswordForm),
    defaultValues: { New_Password: '', confirmPassword: '' },
    mode: 'onTouched',
  });
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await reset.mutateAsync({ EmailId: email, New_Password: values.New_Password });
    } catch (err) {
      toast.error(failureMessage(err, MSG.resetFailed));
      return;
    }
    toast.success(MSG.resetSuccess);
    onDone();
  });
  const { errors } = form.formState;
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-labelledby="forgot-step">
      <h2 id="forgot-step" className={styles.sectionTitle} tabIndex={-1}>
        {t.step3}
      </h2>
      {/* lets password managers store the new password under the right account */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      <PasswordField
        label={t.newPassword}
        autoComplete="new-password"
        required
        error={errors.New_Password?.message}
        {...form.register('New_Password')}
      />
      <PasswordField
        label={t.confirmPassword}
        autoComplete="new-password"
        required
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
        {t.reset}
      </Button>
    </form>
  );
}

/** /forgot-password: Request OTP → Verify OTP → Create New Password, each with 'Back to Login'. */
export function ForgotPasswordPage() {
  const t = useT().auth.forgot;
  usePageMeta(t.title, t.meta);
  const [, navigate] = useLocation();
  const { refresh } = useAuth();
  const [step, setStep] = useState<Step>(1);
  const [email, setEmail] = useState('');
  const moved = useRef(false);

  // each new step's heading takes the focus, so keyboard and screen-reader users land on it
  useEffect(() => {
    if (!moved.current) return;
    document.getElementById('forgot-step')?.focus();
  }, [step]);
  const go = (s: Step) => {
    moved.current = true;
    setStep(s);
  };

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <ol className={styles.steps} aria-label={t.steps}>
        {[t.step1, t.step2, t.step3].map((label, i) => {
          const n = i + 1;
          return (
            <li
              key={label}
              className={cx(
                styles.step,
                n < step && styles.stepDone,
                n === step && styles.stepCurrent,
              )}
              aria-current={n === step ? 'step' : undefined}
            >
              <span className={styles.stepNum} aria-hidden="true">
                {n}
              </span>
              <span className="visually-hidden">{t.step(n, 3)}: </span>
              {label}
            </li>
          );
        })}
      </ol>
      {step === 1 ? (
        <RequestStep
          onSent={(e) => {
            setEmail(e);
            go(2);
          }}
        />
      ) : step === 2 ? (
        <VerifyStep email={email} onVerified={() => go(3)} />
      ) : (
        <PasswordStep
          email={email}
          onDone={() => {
            // the reset ended every session of the account, perhaps this browser's too
            void refresh();
            navigate(href('login'));
          }}
        />
      )}
      <BackToLogin />
    </AuthLayout>
  );
}
