import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { IDENTITY_TYPES } from '../../../shared/contracts/bookings';
import { todayIst } from '../../../shared/dates';
import {
  countryName,
  INDIA,
  NATIONALITIES,
  registrationGuest,
  registrationReply,
  SEX_LABELS,
  SEXES,
  VISA_TYPES,
  VISIT_PURPOSES,
  type RegisteredGuest,
  type Registration,
} from '../../../shared/contracts/registrations';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { ADMIN_KEY, adminApi } from '../api';
import { deskHref, errorText, istDateTime } from './deskShared';
import styles from './desk.module.css';

/** The fields of one guest as the form holds them: every value a string ('' = empty). */
type GuestForm = {
  name: string;
  nationality: string;
  idType: string;
  idNumber: string;
  sex: string;
  dateOfBirth: string;
  homeAddress: string;
  passportNo: string;
  passportPlaceOfIssue: string;
  passportIssuedOn: string;
  passportExpiresOn: string;
  visaNo: string;
  visaType: string;
  visaPlaceOfIssue: string;
  visaIssuedOn: string;
  visaExpiresOn: string;
  arrivedInIndiaOn: string;
  arrivedFrom: string;
  nextDestination: string;
  purpose: string;
};
type Key = keyof GuestForm;

const EMPTY: GuestForm = {
  name: '',
  nationality: INDIA,
  idType: '',
  idNumber: '',
  sex: '',
  dateOfBirth: '',
  homeAddress: '',
  passportNo: '',
  passportPlaceOfIssue: '',
  passportIssuedOn: '',
  passportExpiresOn: '',
  visaNo: '',
  visaType: '',
  visaPlaceOfIssue: '',
  visaIssuedOn: '',
  visaExpiresOn: '',
  arrivedInIndiaOn: '',
  arrivedFrom: '',
  nextDestination: '',
  purpose: '',
};

/** A stored guest back in the form (an Indian guest's masked Aadhaar stays masked: it is valid input). */
function toForm(g: RegisteredGuest): GuestForm {
  const f = { ...EMPTY };
  for (const k of Object.keys(EMPTY) as Key[]) {
    const v = (g as Record<string, unknown>)[k];
    if (typeof v === 'string') f[k] = v;
  }
  if (g.nationality !== INDIA) {
    f.idType = '';
    f.idNumber = '';
  }
  return f;
}

/** The countries by name, India first. */
const COUNTRIES = [
  INDIA,
  ...NATIONALITIES.filter((c) => c !== INDIA).sort((a, b) =>
    countryName(a).localeCompare(countryName(b)),
  ),
];

const FOREIGN_TEXT: [Key, string, string?][] = [
  ['homeAddress', 'Address in the country of residence'],
  ['passportNo', 'Passport number', 'As printed, e.g. C01X00T47'],
  ['passportPlaceOfIssue', 'Passport place of issue'],
  ['passportIssuedOn', 'Passport date of issue'],
  ['passportExpiresOn', 'Passport valid until'],
  ['visaNo', 'Visa number', 'Visa, e-Visa or OCI card number'],
  ['visaPlaceOfIssue', 'Visa place of issue'],
  ['visaIssuedOn', 'Visa date of issue'],
  ['visaExpiresOn', 'Visa valid until'],
  ['arrivedInIndiaOn', 'Date of arrival in India'],
  ['arrivedFrom', 'Arrived from (city, country)'],
  ['nextDestination', 'Next destination'],
];
const DATE_KEYS = new Set<Key>([
  'dateOfBirth',
  'passportIssuedOn',
  'passportExpiresOn',
  'visaIssuedOn',
  'visaExpiresOn',
  'arrivedInIndiaOn',
]);

/** What the server is sent for one guest: the fields of the guest's kind, empty ones left out. */
function toBody(f: GuestForm) {
  const keys: Key[] =
    f.nationality === INDIA
      ? ['name', 'nationality', 'idType', 'idNumber']
      : (Object.keys(EMPTY) as Key[]).filter((k) => k !== 'idType' && k !== 'idNumber');
  return Object.fromEntries(keys.filter((k) => f[k] !== '').map((k) => [k, f[k]]));
}

const regKey = (id: number) => [ADMIN_KEY, 'registration', id] as const;

/**
 * The booking page's registration: every adult guest's name, nationality and ID seen, and for a
 * foreign national the fields Form C asks; the registration card to print; Form C's state.
 */
export function RegistrationSection({ bookingId }: { bookingId: number }) {
  const q = useQuery({
    queryKey: regKey(bookingId),
    queryFn: async () =>
      (await adminApi(`/api/staff/bookings/${bookingId}/guests`, registrationReply)).data,
  });
  return (
    <section className={styles.panel} aria-labelledby="reg-h">
      <h2 id="reg-h">Registration</h2>
      {q.isPending ? <Spinner /> : null}
      {q.isError ? (
        <p className={styles.error} role="alert">
          {errorText(q.error)}
        </p>
      ) : null}
      {q.data ? <RegistrationForm reg={q.data} /> : null}
    </section>
  );
}

function RegistrationForm({ reg }: { reg: Registration }) {
  const qc = useQueryClient();
  const [guests, setGuests] = useState<GuestForm[]>(() =>
    reg.guests.length ? reg.guests.map(toForm) : [{ ...EMPTY, name: reg.bookedName }],
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState('');
  const [formCRef, setFormCRef] = useState('');
  const save = useMutation({
    mutationFn: async () =>
      (
        await adminApi(`/api/staff/bookings/${reg.bookingId}/guests`, registrationReply, {
          method: 'PUT',
          body: { guests: guests.map(toBody) },
        })
      ).data,
    onSuccess: (r) => {
      qc.setQueryData(regKey(reg.bookingId), r);
      setNotice(`Registration saved: ${r.guests.length} guest${r.guests.length === 1 ? '' : 's'}.`);
    },
    onError: (e) => {
      if (e instanceof ApiError && e.body && typeof e.body === 'object' && 'errors' in e.body) {
        const list = (e.body as { errors?: { path: string; message: string }[] }).errors ?? [];
        setErrors(Object.fromEntries(list.map((x) => [x.path, x.message])));
      }
    },
  });
  const formC = useMutation({
    mutationFn: async () =>
      (
        await adminApi(`/api/staff/bookings/${reg.bookingId}/form-c`, registrationReply, {
          method: 'POST',
          body: { reference: formCRef },
        })
      ).data,
    onSuccess: (r) => {
      qc.setQueryData(regKey(reg.bookingId), r);
      setNotice('Form C is marked submitted.');
    },
  });

  const set = (i: number, k: Key, v: string) =>
    setGuests((gs) => gs.map((g, j) => (j === i ? { ...g, [k]: v } : g)));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setNotice('');
    const found: Record<string, string> = {};
    guests.forEach((g, i) => {
      const r = registrationGuest.safeParse(toBody(g));
      if (!r.success)
        for (const issue of r.error.issues) {
          const path = `guests.${i}.${issue.path.join('.')}`;
          found[path] ??= issue.message;
        }
    });
    setErrors(found);
    if (Object.keys(found).length) {
      const first = Object.keys(found)[0]!;
      document.getElementById(`g-${first.replace(/\./g, '-')}`)?.focus();
      return;
    }
    save.mutate();
  };
  const err = (i: number, k: Key) => errors[`guests.${i}.${k}`];
  const field = (i: number, k: Key, label: string, hint?: string) => (
    <TextField
      key={k}
      id={`g-guests-${i}-${k}`}
      label={label}
      hint={hint}
      type={DATE_KEYS.has(k) ? 'date' : 'text'}
      value={guests[i]![k]}
      onChange={(e) => set(i, k, e.target.value)}
      error={err(i, k)}
      required
      autoComplete="off"
    />
  );

  return (
    <>
      <p className={styles.note}>
        {reg.adults} adult{reg.adults === 1 ? '' : 's'} booked. Record every adult guest and the
        identity document seen; for a foreign national also the passport and visa (Form C).
      </p>
      <p role="status" aria-live="polite" className={styles.note}>
        {notice}
      </p>
      {save.isError ? (
        <p className={styles.error} role="alert">
          {errorText(save.error)}
        </p>
      ) : null}
      <form onSubmit={submit} noValidate aria-label="Guest registration">
        {guests.map((g, i) => (
          <fieldset key={i} className={styles.fieldset}>
            <legend>
              Guest {i + 1}
              {i === 0 ? ' (lead)' : ''}
            </legend>
            <div className={styles.formGrid}>
              {field(i, 'name', 'Full name')}
              <SelectField
                id={`g-guests-${i}-nationality`}
                label="Nationality"
                value={g.nationality}
                onChange={(e) => set(i, 'nationality', e.target.value)}
                error={err(i, 'nationality')}
                required
              >
                {COUNTRIES.map((c) => (
                  <option key={c} value={c}>
                    {countryName(c)}
                  </option>
                ))}
              </SelectField>
              {g.nationality === INDIA ? (
                <>
                  <SelectField
                    id={`g-guests-${i}-idType`}
                    label="Identity document seen"
                    value={g.idType}
                    onChange={(e) => set(i, 'idType', e.target.value)}
                    error={err(i, 'idType')}
                    required
                  >
                    <option value="">Choose…</option>
                    {IDENTITY_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </SelectField>
                  {field(
                    i,
                    'idNumber',
                    'Identity number',
                    g.idType === 'Aadhaar Card' ? 'Only the last 4 digits are kept.' : undefined,
                  )}
                </>
              ) : (
                <>
                  <SelectField
                    id={`g-guests-${i}-sex`}
                    label="Sex"
                    value={g.sex}
                    onChange={(e) => set(i, 'sex', e.target.value)}
                    error={err(i, 'sex')}
                    required
                  >
                    <option value="">Choose…</option>
                    {SEXES.map((s) => (
                      <option key={s} value={s}>
                        {SEX_LABELS[s]}
                      </option>
                    ))}
                  </SelectField>
                  {field(i, 'dateOfBirth', 'Date of birth')}
                  {FOREIGN_TEXT.slice(0, 6).map(([k, label, hint]) => field(i, k, label, hint))}
                  <SelectField
                    id={`g-guests-${i}-visaType`}
                    label="Visa type"
                    value={g.visaType}
                    onChange={(e) => set(i, 'visaType', e.target.value)}
                    error={err(i, 'visaType')}
                    required
                  >
                    <option value="">Choose…</option>
                    {VISA_TYPES.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </SelectField>
                  {FOREIGN_TEXT.slice(6).map(([k, label, hint]) => field(i, k, label, hint))}
                  <SelectField
                    id={`g-guests-${i}-purpose`}
                    label="Purpose of visit"
                    value={g.purpose}
                    onChange={(e) => set(i, 'purpose', e.target.value)}
                    error={err(i, 'purpose')}
                    required
                  >
                    <option value="">Choose…</option>
                    {VISIT_PURPOSES.map((t) => (
                      <option key={t} value={t}>
                        {t}
                      </option>
                    ))}
                  </SelectField>
                </>
              )}
            </div>
            {guests.length > 1 ? (
              <Button
                variant="ghost"
                onClick={() => setGuests((gs) => gs.filter((_, j) => j !== i))}
                disabled={!reg.editable}
              >
                Remove guest {i + 1}
              </Button>
            ) : null}
          </fieldset>
        ))}
        <div className={styles.actions}>
          <Button
            variant="secondary"
            onClick={() => setGuests((gs) => [...gs, { ...EMPTY }])}
            disabled={!reg.editable || guests.length >= reg.adults}
          >
            Add a guest
          </Button>
          <Button type="submit" loading={save.isPending} disabled={!reg.editable}>
            Save registration
          </Button>
          <Button variant="ghost" href={deskHref(`/bookings/${reg.bookingId}/registration-card`)}>
            Registration card (print)
          </Button>
        </div>
      </form>
      {reg.formC ? (
        <div className={styles.fieldset} aria-labelledby="formc-h">
          <h3 id="formc-h">Form C</h3>
          {reg.formC.submittedAt ? (
            <p>
              Submitted {istDateTime(reg.formC.submittedAt)}
              {reg.formC.reference ? `, reference ${reg.formC.reference}` : ''}.
            </p>
          ) : reg.checkedInAt ? (
            <>
              <p className={reg.formC.overdue ? styles.error : undefined}>
                {reg.formC.overdue ? 'Overdue: ' : ''}due by{' '}
                {reg.formC.dueAt ? istDateTime(reg.formC.dueAt) : ''} (24 hours after check-in).
              </p>
              <TextField
                label="Form C application number (optional)"
                value={formCRef}
                onChange={(e) => setFormCRef(e.target.value)}
              />
              {formC.isError ? (
                <p className={styles.error} role="alert">
                  {errorText(formC.error)}
                </p>
              ) : null}
              <div className={styles.actions}>
                <Button onClick={() => formC.mutate()} loading={formC.isPending}>
                  Mark Form C submitted
                </Button>
                <Button
                  variant="ghost"
                  href={deskHref(
                    `/form-c?hotelId=${reg.hotel.id}&date=${todayIst(new Date(reg.checkedInAt))}`,
                  )}
                >
                  Form C list
                </Button>
              </div>
            </>
          ) : (
            <p className={styles.note}>Form C is due within 24 hours of check-in.</p>
          )}
        </div>
      ) : null}
    </>
  );
}
