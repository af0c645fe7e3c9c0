import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useLocation, useSearch } from 'wouter';
import { loginForm } from '../../../shared/contracts/auth';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { useLocalePath, useT } from '../../i18n';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/meta';
import { useHydrated } from '../../lib/useHydrated';
import { href, signupHref } from '../../lib/paths';
import { useAdminSite } from './api/getAdminSite';
import { useLogin } from './api/login';
import { AuthLayout } from './AuthLayout';
import { failureMessage } from './errors';
import { nextParam, nextPath } from './nextPath';
import { PasswordField } from './PasswordField';
import styles from './auth.module.css';
import { BreakableText } from '../../components/BreakableText';

/** /login: identifier (email, mobile or user id) and password; back to ?next= or / on success. */
export function LoginPage() {
  const { msg: MSG } = useT();
  const lp = useLocalePath();
  const t = useT().auth.login;
  usePageMeta(t.title, t.meta);
  const search = useSearch();
  const [, navigate] = useLocation();
  const { refresh } = useAuth();
  const login = useLogin();
  const adminSite = useAdminSite();
  const form = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: { identifier: '', password: '' },
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  // the server draws this page (ADR 212): its fields wait for the code that handles them
  const hydrated = useHydrated();
  // back from the emailed unlock link (ADR 237); shown once hydrated, as the server may not draw it
  const unlock = hydrated ? new URLSearchParams(search).get('unlock') : null;
  const unlockNote = unlock === 'ok' ? t.unlocked : unlock === 'expired' ? t.unlockExpired : null;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await login.mutateAsync(values);
    } catch (err) {
      toast.error(failureMessage(err, MSG.loginFailed));
      return;
    }
    // a 'Login failed' from an earlier try must not stay on screen next to the success
    toast.dismiss();
    toast.success(MSG.loginSuccess);
    await refresh();
    navigate(nextPath(search), { replace: true });
  });

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      {unlockNote ? (
        <p className={styles.notice} role="status">
          {unlockNote}
        </p>
      ) : null}
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <fieldset className={styles.fields} disabled={!hydrated}>
          <TextField
            label={t.identifier}
            hint={<BreakableText text={t.identifierHint} />}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            required
            error={errors.identifier?.message}
            {...form.register('identifier')}
          />
          <PasswordField
            label={t.password}
            autoComplete="current-password"
            required
            error={errors.password?.message}
            {...form.register('password')}
          />
          <div className={styles.forgotRow}>
            <a className={styles.link} href={lp(href('forgotPassword'))}>
              {t.forgot}
            </a>
          </div>
          <Button type="submit" size="lg" fullWidth loading={form.formState.isSubmitting}>
            {t.submit}
          </Button>
        </fieldset>
      </form>
      <ul className={styles.links}>
        <li>
          {t.noAccount}{' '}
          <a className={styles.link} href={lp(signupHref(nextParam(search)))}>
            {t.signup}
          </a>
        </li>
        {adminSite.data ? (
          <li>
            {t.staff}{' '}
            {/^https?:/.test(adminSite.data) ? (
              <a className={styles.link} href={adminSite.data} rel="noopener noreferrer">
                {t.admin}
                <Icon name="external-link" />
                <span className="visually-hidden">{t.adminExternal}</span>
              </a>
            ) : (
              <a className={styles.link} href={adminSite.data}>
                {t.admin}
              </a>
            )}
          </li>
        ) : null}
      </ul>
    </AuthLayout>
  );
}
