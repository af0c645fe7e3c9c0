import { useEffect, useRef, type BaseSyntheticEvent, type ReactNode } from 'react';
import type { FieldValues, Path, UseFormRegisterReturn, UseFormSetError } from 'react-hook-form';
import { MOBILE_INPUT_MAX_LENGTH } from '../../../shared/contracts/auth';
import { REQUEST_LIMITS } from '../../../shared/contracts/requests';
import { formatDate, todayIst } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { SelectField, TextareaField, TextField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { PageHeader } from '../../components/PageHeader';
import { Spinner } from '../../components/Spinner';
import { type Lang, useLang, useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import styles from './requests.module.css';
import { BreakableText } from '../../components/BreakableText';

/** Page frame of a request form: header, the form card, a 'How it works' aside, then extras. */
export function RequestLayout(props: {
  title: string;
  subtitle: string;
  crumb: string;
  steps: readonly string[];
  children: ReactNode;
  after?: ReactNode;
}) {
  const { requests: t } = useT();
  return (
    <main id="main">
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        image="/media/hotels/1/2.svg"
        breadcrumb={{
          label: t.breadcrumb,
          items: [{ label: t.home, href: '/' }, { label: props.crumb }],
        }}
      />
      <Container size="wide" spacing="lg">
        <div className={styles.layout}>
          <div className={styles.card}>{props.children}</div>
          <aside className={styles.aside} aria-labelledby="request-help">
            <h2 id="request-help" className={styles.asideTitle}>
              {t.help.title}
            </h2>
            <ol className={styles.steps}>
              {props.steps.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ol>
            <p className={styles.contact}>
              {t.help.call}
              <br />
              <Icon name="phone" />{' '}
              <a href={`tel:${t.help.phone.replace(/\s/g, '')}`}>{t.help.phone}</a>
              <br />
              <Icon name="mail" />{' '}
              <a href={`mailto:${t.help.email}`}>
                <BreakableText text={t.help.email} />
              </a>
            </p>
          </aside>
        </div>
        {props.after}
      </Container>
    </main>
  );
}

/** After a successful request: the reference number, announced and focused. */
export function RefPanel({ refNo, onAgain }: { refNo: string; onAgain: () => void }) {
  const { requests: t } = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.done} role="status">
      <Icon name="check" className={styles.doneIcon} />
      <h2 ref={heading} tabIndex={-1} className={styles.doneTitle}>
        {t.refLabel}: <span className={styles.ref}>{refNo}</span>
      </h2>
      <p>{t.refHint}</p>
      <Button variant="secondary" onClick={onAgain}>
        {t.newRequest}
      </Button>
    </div>
  );
}

/** The hotel-name select of the request forms (options from /api/room-tariff/get-hotels, value = UnitName). */
export function HotelSelect({
  label,
  hotels,
  error,
  ...field
}: UseFormRegisterReturn & {
  label: string;
  hotels: {
    data: { PropertyID: number; UnitName: string }[] | undefined;
    isPending: boolean;
    isError: boolean;
  };
  error: string | undefined;
}) {
  const { requests: t } = useT();
  return (
    <SelectField
      label={label}
      required
      disabled={hotels.isPending}
      hint={hotels.isError ? t.hotelsError : undefined}
      error={error}
      {...field}
    >
      <option value="">{hotels.isPending ? t.hotelsLoading : t.selectPlaceholder}</option>
      {(hotels.data ?? []).map((h) => (
        <option key={h.PropertyID} value={h.UnitName}>
          {h.UnitName}
        </option>
      ))}
    </SelectField>
  );
}

type FieldProps = UseFormRegisterReturn & {
  label: string;
  hint?: string;
  error: string | undefined;
  required?: boolean;
};

/** The requester's name. */
export function NameField(p: FieldProps) {
  return <TextField autoComplete="name" required maxLength={REQUEST_LIMITS.name} {...p} />;
}

/** The requester's mobile number (spaces and a +91 prefix are fine: the shared schema reads them). */
export function MobileField(p: FieldProps) {
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      required
      maxLength={MOBILE_INPUT_MAX_LENGTH}
      {...p}
    />
  );
}

/** The requester's email address. */
export function EmailField(p: FieldProps) {
  return (
    <TextField
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={REQUEST_LIMITS.email}
      {...p}
    />
  );
}

/** A free-text answer (remarks, a reason): the full width of the form, four rows. */
export function LongTextField(p: FieldProps) {
  return <TextareaField className={styles.wide} rows={4} maxLength={REQUEST_LIMITS.text} {...p} />;
}

/** A request form: its title, the 'required' note, any intro, the fields in a grid, and Submit. */
export function RequestForm(props: {
  title: string;
  intro?: ReactNode;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  const { requests: t } = useT();
  return (
    <form
      className={styles.form}
      onSubmit={props.onSubmit}
      noValidate
      aria-labelledby="request-form-title"
    >
      <h2 id="request-form-title" className={styles.formTitle}>
        {props.title}
      </h2>
      <p className={styles.muted}>{t.required}</p>
      {props.intro}
      <div className={styles.grid}>{props.children}</div>
      <Button type="submit" size="lg" loading={props.submitting}>
        {props.submitting ? t.submitting : props.submitLabel}
      </Button>
    </form>
  );
}

/** Puts the server's field messages (400 `errors`) on the matching fields; returns true if any did. */
export function applyServerErrors<T extends FieldValues>(
  err: unknown,
  setError: UseFormSetError<T>,
  fields: string[],
) {
  if (!(err instanceof ApiError)) return false;
  const list = (err.body as { errors?: { path?: unknown; message?: unknown }[] } | null)?.errors;
  let applied = false;
  for (const e of Array.isArray(list) ? list : []) {
    if (typeof e.path === 'string' && typeof e.message === 'string' && fields.includes(e.path)) {
      setError(e.path as Path<T>, { type: 'server', message: e.message });
      applied = true;
    }
  }
  return applied;
}

export type Column<R> = { label: string; cell: (row: R) => ReactNode };

/** The logged-in customer's own requests, as a table (cards on phones). */
export function MyRequests<R extends { Ref: string }>(props: {
  title: string;
  query: { isPending: boolean; isError: boolean; data: R[] | undefined };
  columns: Column<R>[];
}) {
  const { requests: t } = useT();
  const { query } = props;
  return (
    <section className={styles.mine} aria-labelledby="my-requests">
      <h2 id="my-requests" className={styles.mineTitle}>
        {props.title}
      </h2>
      {query.isPending ? (
        <Spinner showLabel />
      ) : query.isError ? (
        <p className={styles.errorText}>{t.mine.error}</p>
      ) : !query.data || query.data.length === 0 ? (
        <p className={styles.muted}>{t.mine.empty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className="visually-hidden">{props.title}</caption>
            <thead>
              <tr>
                {props.columns.map((c) => (
                  <th key={c.label} scope="col">
                    {c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {query.data.map((row) => (
                <tr key={row.Ref}>
                  {props.columns.map((c) => (
                    <td key={c.label} data-label={c.label}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/**
 * A request page with its form and the customer's own requests (the package request, the
 * rescheduling): the page frame; the form, or once sent its reference; and below them, for a
 * signed-in customer, their requests with the reference first and the filing date last around
 * `columns`.
 */
export function RequestPageFrame<R extends { Ref: string; createdAt: string }>(props: {
  text: {
    title: string;
    subtitle: string;
    crumb: string;
    steps: readonly string[];
    mineTitle: string;
    formTitle: string;
    submit: string;
    cols: { ref: string; filed: string };
  };
  /** the customer's own requests; null when nobody is signed in */
  mine: { isPending: boolean; isError: boolean; data: R[] | undefined } | null;
  columns: Column<R>[];
  refNo: string | null;
  onAgain: () => void;
  intro?: ReactNode;
  submitting: boolean;
  onSubmit: (e?: BaseSyntheticEvent) => Promise<void>;
  children: ReactNode;
}) {
  const { text: t } = props;
  const lang = useLang();
  return (
    <RequestLayout
      title={t.title}
      subtitle={t.subtitle}
      crumb={t.crumb}
      steps={t.steps}
      after={
        props.mine ? (
          <MyRequests<R>
            title={t.mineTitle}
            query={props.mine}
            columns={[
              { label: t.cols.ref, cell: (r) => <span className={styles.ref}>{r.Ref}</span> },
              ...props.columns,
              { label: t.cols.filed, cell: (r) => filedOn(r.createdAt, lang) },
            ]}
          />
        ) : null
      }
    >
      {props.refNo ? (
        <RefPanel refNo={props.refNo} onAgain={props.onAgain} />
      ) : (
        <RequestForm
          title={t.formTitle}
          intro={props.intro}
          submitLabel={t.submit}
          submitting={props.submitting}
          onSubmit={props.onSubmit}
        >
          {props.children}
        </RequestForm>
      )}
    </RequestLayout>
  );
}

export const dateRange = (from: string, to: string, lang: Lang) =>
  from === to ? formatDate(from, lang) : `${formatDate(from, lang)} – ${formatDate(to, lang)}`;
export const filedOn = (iso: string, lang: Lang) => formatDate(todayIst(new Date(iso)), lang);
