import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { NEWSLETTER_MAX_LENGTH, NEWSLETTER_MESSAGE_MS } from '../../../shared/constants';
import {
  newsletterEmailError,
  normalizeNewsletterEmail,
  sanitizeNewsletterInput,
} from '../../../shared/contracts/newsletter';
import { useLang, useT } from '../../i18n';
import { useAuth } from '../../lib/auth';
import styles from './NewsletterForm.module.css';
import { getNewsletterStatus, subscribe } from './subscribe';

type Status = 'idle' | 'subscribing' | 'success' | 'error';

/**
 * The footer's newsletter form: strips < > " ' ` ; ( ) { } as typed,
 * at most 100 characters, trimmed and lowercased before it is checked and sent; the outcome shows
 * for 4 seconds. A logged-in customer whose account email is on the list (asked of the server) sees
 * the spec's 'already subscribed' note; one whose email is not gets the form, filled with it.
 */
export function NewsletterForm() {
  const { newsletter: t, msg: MSG } = useT();
  const lang = useLang();
  const { user } = useAuth();
  const qc = useQueryClient();
  const statusKey = ['newsletter', 'status', user?.customerId ?? 0] as const;
  const status$ = useQuery({
    queryKey: statusKey,
    queryFn: getNewsletterStatus,
    enabled: user !== null,
    staleTime: 5 * 60_000,
  });
  const id = useId();
  const [value, setValue] = useState('');
  // a logged-in customer's form starts with the account email
  const [prefilled, setPrefilled] = useState<number | null>(null);
  if (user && prefilled !== user.customerId && value === '') {
    setPrefilled(user.customerId);
    setValue(user.EmailId);
  }
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // "already subscribed" only when the server says the account's email is on the list
  const alreadySubscribed = user !== null && status$.data?.subscribed === true;

  const show = (next: 'success' | 'error', text: string) => {
    clearTimeout(timer.current);
    setStatus(next);
    setMessage(text);
    timer.current = setTimeout(() => {
      setStatus('idle');
      setMessage('');
    }, NEWSLETTER_MESSAGE_MS);
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (alreadySubscribed || status === 'subscribing') return;
    const email = normalizeNewsletterEmail(value);
    const error = newsletterEmailError(email);
    if (error) {
      show('error', error);
      return;
    }
    clearTimeout(timer.current);
    setStatus('subscribing');
    setMessage('');
    const outcome = await subscribe(email, lang);
    if (outcome.ok) setValue('');
    if (user) void qc.invalidateQueries({ queryKey: statusKey });
    show(outcome.ok ? 'success' : 'error', outcome.message);
  };

  const inputId = `${id}-email`;
  const messageId = `${id}-message`;

  const shown = alreadySubscribed ? MSG.newsletterLoggedIn : message;
  const tone = alreadySubscribed
    ? 'info'
    : status === 'success'
      ? 'success'
      : status === 'error'
        ? 'error'
        : 'none';

  return (
    <form
      className={styles.form}
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label={t.formLabel}
    >
      <div className={styles.row}>
        <label htmlFor={inputId} className="visually-hidden">
          {t.label}
        </label>
        <input
          id={inputId}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t.placeholder}
          maxLength={NEWSLETTER_MAX_LENGTH}
          value={alreadySubscribed ? user.EmailId : value}
          onChange={(e) => setValue(sanitizeNewsletterInput(e.target.value))}
          disabled={alreadySubscribed}
          aria-invalid={status === 'error' || undefined}
          aria-describedby={tone === 'error' ? messageId : undefined}
        />
        <button
          type="submit"
          className={styles.button}
          disabled={alreadySubscribed || status === 'subscribing'}
          aria-busy={status === 'subscribing' || undefined}
        >
          {status === 'subscribing' ? t.subscribing : t.subscribe}
        </button>
      </div>
      {/* Two live regions that stay in the page, so each new message is announced. */}
      <div className={styles.messages}>
        <p
          id={messageId}
          className={`${styles.message} ${tone === 'error' ? styles.error : ''}`}
          role="alert"
        >
          {tone === 'error' ? shown : ''}
        </p>
        <p
          className={`${styles.message} ${tone === 'success' || tone === 'info' ? styles[tone] : ''}`}
          role="status"
        >
          {tone === 'success' || tone === 'info' ? shown : ''}
        </p>
      </div>
      {!alreadySubscribed ? <p className={styles.privacy}>{t.privacy}</p> : null}
    </form>
  );
}
