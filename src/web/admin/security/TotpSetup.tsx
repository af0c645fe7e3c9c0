import { useState, type FormEvent } from 'react';
import {
  staffMeReply,
  totpSetupReply,
  type TotpSetup as Setup,
} from '../../../shared/contracts/staff';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { adminApi } from '../api';
import { useStaffSession } from '../useStaff';
import styles from './TotpSetup.module.css';

/**
 * Two-factor enrolment: the server makes a secret and its QR code (no outside service sees it);
 * the staff member scans it (or types the key) into an authenticator app and confirms with the
 * first code.
 */
export function TotpSetup() {
  const { signedIn } = useStaffSession();
  const [setup, setSetup] = useState<Setup | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  const start = async () => {
    setError(null);
    setBusy(true);
    try {
      setSetup((await adminApi('/api/staff/totp/setup', totpSetupReply, { body: {} })).data);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The set-up could not start.');
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const r = await adminApi('/api/staff/totp/confirm', staffMeReply, { body: { code } });
      setDone(true);
      if (r.data) signedIn(r.data);
    } catch (err) {
      setError(err instanceof Error ? err.message : 'The code could not be checked.');
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <p className={styles.success} role="status">
        Two-factor sign-in is on. From now on you sign in with your password and a code from the
        app.
      </p>
    );
  }

  return (
    <div className={styles.root}>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {setup ? (
        <>
          <ol className={styles.steps}>
            <li>
              Open an authenticator app on your phone (for example Google Authenticator, Microsoft
              Authenticator or FreeOTP).
            </li>
            <li>Scan this QR code, or enter the key below by hand.</li>
            <li>Type the 6-digit code the app shows.</li>
          </ol>
          <img
            className={styles.qr}
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
            alt="QR code for your authenticator app"
            width={200}
            height={200}
          />
          <p className={styles.key}>
            Key: <code>{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
          </p>
          <details className={styles.uri}>
            <summary>Set-up link (otpauth URI)</summary>
            <code>{setup.uri}</code>
          </details>
          <form className={styles.form} onSubmit={(e) => void confirm(e)} noValidate>
            <TextField
              label="Code from the app"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={6}
              required
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
            />
            <Button type="submit" loading={busy}>
              Turn on two-factor sign-in
            </Button>
          </form>
        </>
      ) : (
        <Button onClick={() => void start()} loading={busy}>
          Start set-up
        </Button>
      )}
    </div>
  );
}
