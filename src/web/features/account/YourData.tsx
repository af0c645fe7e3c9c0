import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from 'react-toastify';
import { useQueryClient } from '@tanstack/react-query';
import { LANGUAGES, type Language } from '../../../shared/language';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { useLang, useLocalePath, useT } from '../../i18n';
import { PROFILE_KEY, useAuth } from '../../lib/auth';
import { EXPORT_URL, useDeleteAccount, useSaveLanguage } from './api/accountData';
import styles from './account.module.css';

/**
 * "Your data" on the account page (ADR 123): the language of mail, SMS and invoices, a download
 * of everything kept about the customer, and the deletion of the account behind a dialog that asks
 * for the password again.
 */
export function YourData() {
  const { account } = useT();
  const t = account.yourData;
  const { user } = useAuth();
  const pageLang = useLang();
  const headingId = useId();
  return (
    <section id="your-data" className={styles.yourData} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {t.title}
      </h2>
      <p className={styles.muted}>{t.intro}</p>
      <div className={styles.dataGrid}>
        <LanguageChoice key={user?.language ?? pageLang} current={user?.language ?? pageLang} />
        <div className={styles.dataCard}>
          <h3 className={styles.dataTitle}>{t.downloadTitle}</h3>
          <p className={styles.small}>{t.downloadText}</p>
          <Button
            href={EXPORT_URL}
            download
            data-native="true"
            variant="secondary"
            iconStart="download"
          >
            {t.download}
          </Button>
        </div>
        <DeleteAccount />
      </div>
    </section>
  );
}

function LanguageChoice({ current }: { current: Language }) {
  const { account } = useT();
  const t = account.yourData;
  const [value, setValue] = useState<Language>(current);
  const save = useSaveLanguage();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(value, {
      onSuccess: () => toast.success(t.languageSaved),
      onError: (err) => toast.error(err.message),
    });
  };
  return (
    <form className={styles.dataCard} onSubmit={submit} noValidate>
      <h3 className={styles.dataTitle}>{t.languageTitle}</h3>
      <SelectField
        label={t.languageLabel}
        hint={t.languageHint}
        name="language"
        value={value}
        onChange={(e) => setValue(e.target.value === 'hi' ? 'hi' : 'en')}
      >
        {LANGUAGES.map((l) => (
          <option key={l} value={l} lang={l}>
            {account.languages[l]}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary" loading={save.isPending}>
        {t.saveLanguage}
      </Button>
    </form>
  );
}

function DeleteAccount() {
  const { account } = useT();
  const t = account.yourData;
  const lp = useLocalePath();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const passwordRef = useRef<HTMLInputElement>(null);
  const del = useDeleteAccount();

  const close = () => {
    setOpen(false);
    setPassword('');
    setError(undefined);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) {
      setError(t.passwordRequired);
      passwordRef.current?.focus();
      return;
    }
    del.mutate(password, {
      onSuccess: () => {
        toast.success(t.deleted);
        qc.setQueryData(PROFILE_KEY, null);
        qc.removeQueries({
          predicate: (q) => q.queryKey[0] !== 'public' && q.queryKey[0] !== 'auth',
        });
        window.location.assign(lp('/'));
      },
      onError: (err) => {
        setError(err.message);
        passwordRef.current?.focus();
      },
    });
  };

  return (
    <div className={styles.dataCard}>
      <h3 className={styles.dataTitle}>{t.deleteTitle}</h3>
      <p className={styles.small}>{t.deleteText}</p>
      <Button variant="danger" onClick={() => setOpen(true)}>
        {t.deleteButton}
      </Button>
      <Modal
        open={open}
        onClose={close}
        title={t.dialogTitle}
        closeLabel={t.close}
        role="alertdialog"
        size="sm"
        initialFocusRef={passwordRef}
      >
        <form onSubmit={submit} noValidate className={styles.deleteForm}>
          <p className={styles.warning}>{t.dialogWarning}</p>
          <TextField
            ref={passwordRef}
            label={t.passwordLabel}
            hint={t.passwordHint}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            error={error}
            onChange={(e) => {
              setPassword(e.target.value);
              setError(undefined);
            }}
          />
          <div className={styles.dialogActions}>
            <Button type="submit" variant="danger" loading={del.isPending}>
              {t.confirmDelete}
            </Button>
            <Button variant="ghost" onClick={close}>
              {t.cancel}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
