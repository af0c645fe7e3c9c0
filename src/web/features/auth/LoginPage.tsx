import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useLocation, useSearch } from 'wouter';
import { loginForm } from '../../../shared/contracts/auth';
import { unlockNote } from '../../../shared/routes';
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

const LOGIN_FORM = 'login-form';

/**
 * The identifier and password as the server's form holds them when React takes it over: a login
 * page is an island page (ADR 391), so a visitor (or a password manager) may have filled the form
 * before the app came; react-hook-form would set its fields to its first values. Empty elsewhere.
 */
function typedBeforeTheApp(): { identifier: string; password: string } {
  const form = typeof document === 'undefined' ? null : document.getElementById(LOGIN_FORM);
  const value = (name: string) => {
    // (on the server there is no form, and no HTMLFormElement to ask)
    const field = form && form instanceof HTMLFormElement ? form.elements.namedItem(name) : null;
    return field && field instanceof HTMLInputElement ? field.value : '';
  };
  return { identifier: value('identifier'), password: value('password') };
}

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
  // an island page (ADR 391): what was typed before the app took the server's form over stays
  const [typed] = useState(typedBeforeTheApp);
  const form = useForm({
    resolver: zodResolver(loginForm),
    defaultValues: typed,
    mode: 'onTouched',
  });
  const { errors } = form.formState;
  // the server draws the fields disabled: a browser that runs no script cannot use them; the
  // island script enables them as it comes (ADR 391), and React once it has hydrated the page
  const hydrated = useHydrated();
  // back from the emailed unlock link (ADR 237); the server reads it too (the route's ssrParams)
  const unlock = unlockNote(new URLSearchParams(search).get('unlock'));
  const note = unlock === 'ok' ? t.unlocked : unlock === 'expired' ? t.unlockExpired : null;

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
      {note ? (
        <p className={styles.notice} role="status">
          {note}
        </p>
      ) : null}
      {/* POST: a browser that never runs the page's scripts sends no password in an address */}
      <form id={LOGIN_FORM} className={styles.form} onSubmit={onSubmit} method="post" noValidate>
        <fieldset className={styles.fields} disabled={!hydrated} data-enabled-by-script="">
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
