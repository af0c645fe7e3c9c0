import { useEffect, useRef, useState, type FormEvent } from 'react';
import { staffMeReply, STAFF_MSG } from '../../shared/contracts/staff';
import { Button } from '../components/Button';
import { TextField } from '../components/Field';
import { ApiError } from '../lib/api';
import { adminApi } from './api';
import { useStaffSession } from './useStaff';
import styles from './LoginPage.module.css';

/** Whether a refused login asks for the authenticator code (401 with totpRequired). */
function asksForCode(err: unknown): boolean {
  return (
    err instanceof ApiError &&
    typeof err.body === 'object' &&
    err.body !== null &&
    'totpRequired' in err.body &&
    err.body.totpRequired === true
  );
}

/**
 * The back office's sign-in: email and password, then the authenticator code when the account
 * has two-factor sign-in. Shown at whatever /admin path was opened; that page shows after it.
 */
export function LoginPage() {
  const { signedIn, expired } = useStaffSession();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [totp, setTotp] = useState('');
  const [needCode, setNeedCode] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const codeRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    document.title = 'Sign in | JTDC Back office';
  }, []);
  useEffect(() => {
    if (needCode) codeRef.current?.focus();
  }, [needCode]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const r = await adminApi('/api/staff/login', staffMeReply, {
        body: { email, password, ...(needCode && totp ? { totp } : {}) },
      });
      if (r.data) signedIn(r.data);
    } catch (err) {
      if (asksForCode(err)) setNeedCode(true);
      setError(err instanceof Error ? err.message : STAFF_MSG.loginFailed);
      setTotp('');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.page}>
      <main id="main" className={styles.card}>
        <p className={styles.brand}>JTDC Back office</p>
        <h1 className={styles.title}>Staff sign-in</h1>
        {expired ? (
          <p className={styles.notice} role="status">
            You were signed out after 30 minutes without activity. Please sign in again.
          </p>
        ) : null}
        {error ? (
          <p className={styles.error} role="alert">
            {error}
          </p>
        ) : null}
        <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          {needCode ? (
            <TextField
              ref={codeRef}
              label="Authenticator code"
              hint="The 6-digit code your authenticator app shows for JTDC."
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
              value={totp}
              onChange={(e) => setTotp(e.target.value.replace(/\D/g, ''))}
            />
          ) : null}
          <Button type="submit" loading={busy} fullWidth>
            Sign in
          </Button>
        </form>
        <p className={styles.help}>
          Forgot your password or lost your authenticator? Ask an administrator to reset it.
        </p>
      </main>
    </div>
  );
}
