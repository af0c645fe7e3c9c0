import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  FORM_C_KINDS,
  formCReply,
  registrationReply,
  SEX_LABELS,
  type FormCKind,
  type FormCRow,
} from '../../../shared/contracts/registrations';
import { formatDate, todayIst } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { deskHref, errorText, istDateTime, useReachableHotels } from '../bookings/deskShared';
import desk from '../bookings/desk.module.css';
import styles from './registration.module.css';

const d = (v: string | null) => (v ? formatDate(v) : '');

/** The page's choice from its address: /admin/form-c?hotelId=1&date=2026-11-27 */
function initial(): { hotelId: string; date: string } {
  const p = new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
  return { hotelId: p.get('hotelId') ?? '', date: p.get('date') ?? todayIst() };
}

/** What differs between the arrivals (Form C) and departures (departure report) sections. */
const SECTION: Record<
  FormCKind,
  {
    heading: string;
    list: string;
    mark: string;
    csv: string;
    caption: (hotel: string, date: string) => string;
    none: (hotel: string, date: string) => string;
    status: string;
    submitted: string;
    done: (ref: string) => string;
  }
> = {
  arrival: {
    heading: 'Arrivals: Form C',
    list: 'form-c',
    mark: 'form-c',
    csv: 'Download arrivals CSV',
    caption: (h, d) => `Foreign guests checked in at ${h} on ${d}`,
    none: (h, d) => `No foreign guest checked in at ${h} on ${d}.`,
    status: 'Form C',
    submitted: 'Mark submitted',
    done: (ref) => `Form C of booking ${ref} is marked submitted.`,
  },
  departure: {
    heading: 'Departures: departure report',
    list: 'form-c/departures',
    mark: 'form-c/departure',
    csv: 'Download departures CSV',
    caption: (h, d) => `Foreign guests checked out of ${h} on ${d}`,
    none: (h, d) => `No foreign guest checked out of ${h} on ${d}.`,
    status: 'Departure reported',
    submitted: 'Mark reported',
    done: (ref) => `The departure of booking ${ref} is marked reported.`,
  },
};

/** One day's list of a report with the action to mark each stay filed (ADR 377). */
export function FormCSection({
  kind,
  hotelId,
  date,
}: {
  kind: FormCKind;
  hotelId: string;
  date: string;
}) {
  const text = SECTION[kind];
  const qc = useQueryClient();
  const key = [ADMIN_KEY, 'form-c', kind, hotelId, date] as const;
  const q = useQuery({
    queryKey: key,
    enabled: hotelId !== '' && /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryFn: async () =>
      (
        await adminApi(
          `/api/staff/hotels/${hotelId}/${text.list}?date=${encodeURIComponent(date)}`,
          formCReply,
        )
      ).data,
  });
  const [notice, setNotice] = useState('');
  const mark = useMutation({
    mutationFn: async (row: FormCRow) =>
      (
        await adminApi(`/api/staff/bookings/${row.bookingId}/${text.mark}`, registrationReply, {
          method: 'POST',
          body: {},
        })
      ).data,
    onSuccess: (r) => {
      setNotice(text.done(r.ref));
      void qc.invalidateQueries({ queryKey: key });
    },
  });
  const list = q.data;
  const caption = list ? text.caption(list.hotelName, formatDate(list.date)) : 'Foreign guests';
  const headingId = `form-c-${kind}`;

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId}>{text.heading}</h2>
      <p className={styles.noPrint}>
        <Button
          variant="secondary"
          href={`/api/staff/hotels/${hotelId}/${text.list}?date=${date}&format=csv`}
          download
        >
          {text.csv}
        </Button>
      </p>
      <p role="status" aria-live="polite" className={desk.note}>
        {notice}
      </p>
      {q.isFetching && !list ? <Spinner /> : null}
      {q.isError ? (
        <p className={desk.error} role="alert">
          {errorText(q.error)}
        </p>
      ) : null}
      {mark.isError ? (
        <p className={desk.error} role="alert">
          {errorText(mark.error)}
        </p>
      ) : null}
      {list ? (
        list.rows.length === 0 ? (
          <p>{text.none(list.hotelName, formatDate(list.date))}</p>
        ) : (
          <div className={desk.tableWrap} tabIndex={0} role="region" aria-label={caption}>
            <table className={desk.table}>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Guest</th>
                  <th scope="col">Passport</th>
                  <th scope="col">Visa</th>
                  <th scope="col">Arrival</th>
                  <th scope="col">Onward</th>
                  <th scope="col">{text.status}</th>
                </tr>
              </thead>
              <tbody>
                {list.rows.map((r) => (
                  <tr key={r.id}>
                    <th scope="row">
                      {r.name}
                      <br />
                      {r.nationalityName}, {r.sex ? SEX_LABELS[r.sex as 'M'] : ''}, born{' '}
                      {d(r.dateOfBirth)}
                      <br />
                      <a href={deskHref(`/bookings/${r.bookingId}`)}>{r.ref}</a>, room{' '}
                      {r.roomNos.join(', ') || '—'}
                    </th>
                    <td>
                      {r.passportNo ?? '(erased)'}
                      <br />
                      {r.passportPlaceOfIssue}, {d(r.passportIssuedOn)} to {d(r.passportExpiresOn)}
                    </td>
                    <td>
                      {r.visaNo ?? '(erased)'} ({r.visaType})
                      <br />
                      {r.visaPlaceOfIssue}, {d(r.visaIssuedOn)} to {d(r.visaExpiresOn)}
                    </td>
                    <td>
                      India {d(r.arrivedInIndiaOn)} from {r.arrivedFrom}
                      <br />
                      Hotel {istDateTime(r.checkedInAt)}
                    </td>
                    <td>
                      {r.nextDestination},{' '}
                      {kind === 'departure' && r.checkedOutAt
                        ? `left ${istDateTime(r.checkedOutAt)}`
                        : `leaves ${d(r.checkOut)}`}
                      <br />
                      {r.purpose}
                    </td>
                    <td>
                      {r.submittedAt ? (
                        <>
                          {kind === 'departure' ? 'Reported' : 'Submitted'}{' '}
                          {istDateTime(r.submittedAt)}
                          {r.reference ? ` (${r.reference})` : ''}
                        </>
                      ) : (
                        <>
                          <span className={r.overdue ? styles.overdue : undefined}>
                            {r.overdue
                              ? 'Overdue'
                              : kind === 'departure'
                                ? 'Not yet reported'
                                : 'Not yet submitted'}
                          </span>
                          <br />
                          <span className={styles.noPrint}>
                            <Button
                              size="sm"
                              onClick={() => mark.mutate(r)}
                              loading={mark.isPending && mark.variables?.bookingId === r.bookingId}
                              aria-label={`${text.submitted}: ${kind === 'departure' ? 'departure' : 'Form C'} of ${r.name} (${r.ref})`}
                            >
                              {text.submitted}
                            </Button>
                          </span>
                        </>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
    </section>
  );
}

/**
 * /admin/form-c: the foreign guests checked in at a hotel on a day (Form C) and those checked out
 * that day (the departure report, ADR 377), with the fields Form C asks, for the desk to file on
 * the FRRO portal and mark filed; CSV and print.
 */
export function FormCPage() {
  const hotels = useReachableHotels();
  const [choice, setChoice] = useState(initial);
  const hotelId = choice.hotelId || String(hotels[0]?.PropertyID ?? '');
  const change = (k: 'hotelId' | 'date', v: string) => {
    const next = { ...choice, hotelId, [k]: v };
    setChoice(next);
    window.history.replaceState(null, '', `?hotelId=${next.hotelId}&date=${next.date}`);
  };

  return (
    <AdminPage
      title="Form C"
      intro="Foreign guests must be reported to the Bureau of Immigration on Form C within 24 hours of arrival, and their departure within 24 hours of check-out. File each on the FRRO portal, then mark it here."
    >
      <div className={`${styles.filters} ${styles.noPrint}`}>
        <SelectField
          label="Hotel"
          value={hotelId}
          onChange={(e) => change('hotelId', e.target.value)}
        >
          {hotels.map((h) => (
            <option key={h.PropertyID} value={h.PropertyID}>
              {h.UnitName}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Date"
          type="date"
          value={choice.date}
          onChange={(e) => change('date', e.target.value)}
        />
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      {/* both lists print, one after the other, without the back office around them */}
      <div className={styles.printable}>
        {FORM_C_KINDS.map((kind) => (
          <FormCSection key={kind} kind={kind} hotelId={hotelId} date={choice.date} />
        ))}
      </div>
    </AdminPage>
  );
}
