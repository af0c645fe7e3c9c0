import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  loginReply,
  MOBILE_INPUT_MAX_LENGTH,
  authMessageReply,
} from '../../../shared/contracts/auth';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { useLang } from '../../i18n';
import { api, ApiError } from '../../lib/api';
import { PROFILE_KEY } from '../../lib/auth';
import { href } from '../../lib/paths';
import styles from './booking.module.css';

/** The texts of this step (ADR 316), in both languages. */
const TEXT = {
  en: {
    title: 'Your mobile number',
    lead: 'No password needed: we send a one-time code (OTP) to your mobile. Your booking documents go to your email.',
    name: 'Full name',
    email: 'Email (for your booking documents)',
    mobile: 'Mobile number',
    send: 'Send OTP',
    code: 'OTP sent to your mobile',
    verify: 'Verify and continue',
    resend: 'Send a new OTP',
    signedIn: 'Signed in. Continue with the guest details below.',
    password: 'Have a password?',
    login: 'Log in with it',
    failed: 'Something went wrong. Please try again.',
  },
  hi: {
    title: 'आपका मोबाइल नंबर',
    lead: 'पासवर्ड की आवश्यकता नहीं: हम आपके मोबाइल पर एक OTP भेजते हैं। बुकिंग के दस्तावेज़ आपके ईमेल पर जाते हैं।',
    name: 'पूरा नाम',
    email: 'ईमेल (बुकिंग दस्तावेज़ों के लिए)',
    mobile: 'मोबाइल नंबर',
    send: 'OTP भेजें',
    code: 'आपके मोबाइल पर भेजा गया OTP',
    verify: 'सत्यापित करें और आगे बढ़ें',
    resend: 'नया OTP भेजें',
    signedIn: 'आप साइन इन हैं। नीचे अतिथि विवरण भरें।',
    password: 'पासवर्ड है?',
    login: 'उससे लॉग इन करें',
    failed: 'कुछ गलत हो गया। कृपया फिर से प्रयास करें।',
  },
} as const;

/**
 * The booking page's sign-in for a guest without a session (ADR 316): name, email and mobile, a
 * code by SMS, and the account is found or made by the server. No login wall, no password.
 */
export function MobileSignIn({ next }: { next: string }) {
  const lang = useLang();
  const t = TEXT[lang];
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [otp, setOtp] = useState('');
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await fn();
    } catch (err) {
      setError(err instanceof ApiError && err.message ? err.message : t.failed);
    } finally {
      setBusy(false);
    }
  };
  const send = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const r = await api('/api/auth/mobile-code', authMessageReply, {
        body: { mobileNumber: mobile, language: lang },
      });
      setSent(true);
      setNote(r.message);
    });
  };
  const verify = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => {
      const r = await api('/api/auth/mobile-login', loginReply, {
        body: {
          mobileNumber: mobile,
          otp,
          language: lang,
          ...(name.trim() ? { Customer_Name: name.trim() } : {}),
          ...(email.trim() ? { EmailId: email.trim() } : {}),
        },
      });
      setNote(t.signedIn);
      qc.setQueryData(PROFILE_KEY, r.user);
    });
  };

  return (
    <section className={styles.panel} aria-labelledby="mobile-title">
      <h2 id="mobile-title">{t.title}</h2>
      <p className={styles.small}>{t.lead}</p>
      <form onSubmit={sent ? verify : send} noValidate>
        <div className={styles.guestGrid}>
          <TextField
            label={t.name}
            autoComplete="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            disabled={sent}
          />
          <TextField
            label={t.email}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            disabled={sent}
          />
          <TextField
            label={t.mobile}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            required
            maxLength={MOBILE_INPUT_MAX_LENGTH}
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
            disabled={sent}
          />
          {sent ? (
            <TextField
              label={t.code}
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              maxLength={6}
              value={otp}
              onChange={(e) => setOtp(e.target.value)}
            />
          ) : null}
        </div>
        {error ? (
          <p className={styles.fieldError} role="alert">
            {error}
          </p>
        ) : note ? (
          <p className={styles.small} role="status">
            {note}
          </p>
        ) : null}
        <div className={styles.sandboxActions}>
          {sent ? (
            <Button variant="secondary" onClick={() => setSent(false)} disabled={busy}>
              {t.resend}
            </Button>
          ) : null}
          <Button type="submit" loading={busy}>
            {sent ? t.verify : t.send}
          </Button>
        </div>
      </form>
      <p className={styles.small}>
        {t.password} <a href={href('login', {}, { next })}>{t.login}</a>
      </p>
    </section>
  );
}
