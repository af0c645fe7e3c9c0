import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  formCReply,
  registrationReply,
  SEX_LABELS,
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

/**
 * /admin/form-c: the foreign guests checked in at a hotel on a day, with the fields Form C asks,
 * for the desk to file on the FRRO portal and mark submitted; CSV and print.
 */
export function FormCPage() {
  const hotels = useReachableHotels();
  const [choice, setChoice] = useState(initial);
  const hotelId = choice.hotelId || String(hotels[0]?.PropertyID ?? '');
  const qc = useQueryClient();
  const key = [ADMIN_KEY, 'form-c', hotelId, choice.date] as const;
  const q = useQuery({
    queryKey: key,
    enabled: hotelId !== '' && /^\d{4}-\d{2}-\d{2}$/.test(choice.date),
    queryFn: async () =>
      (
        await adminApi(
          `/api/staff/hotels/${hotelId}/form-c?date=${encodeURIComponent(choice.date)}`,
          formCReply,
        )
      ).data,
  });
  const [notice, setNotice] = useState('');
  const mark = useMutation({
    mutationFn: async (row: FormCRow) =>
      (
        await adminApi(`/api/staff/bookings/${row.bookingId}/form-c`, registrationReply, {
          method: 'POST',
          body: {},
        })
      ).data,
    onSuccess: (r) => {
      setNotice(`Form C of booking ${r.ref} is marked submitted.`);
      void qc.invalidateQueries({ queryKey: key });
    },
  });
  const change = (k: 'hotelId' | 'date', v: string) => {
    const next = { ...choice, hotelId, [k]: v };
    setChoice(next);
    window.history.replaceState(null, '', `?hotelId=${next.hotelId}&date=${next.date}`);
  };
  const list = q.data;
  const caption = list
    ? `Foreign guests checked in at ${list.hotelName} on ${formatDate(list.date)}`
    : 'Foreign guests';

  return (
    <AdminPage
      title="Form C"
      intro="Foreign guests must be reported to the Bureau of Immigration on Form C within 24 hours of arrival. File each on the FRRO portal, then mark it submitted here."
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
          label="Arrival date"
          type="date"
          value={choice.date}
          onChange={(e) => change('date', e.target.value)}
        />
        <Button
          variant="secondary"
          href={`/api/staff/hotels/${hotelId}/form-c?date=${choice.date}&format=csv`}
          download
        >
          Download CSV
        </Button>
        <Button variant="secondary" onClick={() => window.print()}>
          Print
        </Button>
      </div>
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
          <p>
            No foreign guest checked in at {list.hotelName} on {formatDate(list.date)}.
          </p>
        ) : (
          <div
            className={`${desk.tableWrap} ${styles.printable}`}
            tabIndex={0}
            role="region"
            aria-label={caption}
          >
            <table className={desk.table}>
              <caption>{caption}</caption>
              <thead>
                <tr>
                  <th scope="col">Guest</th>
                  <th scope="col">Passport</th>
                  <th scope="col">Visa</th>
                  <th scope="col">Arrival</th>
                  <th scope="col">Onward</th>
                  <th scope="col">Form C</th>
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
                      {r.nextDestination}, leaves {d(r.checkOut)}
                      <br />
                      {r.purpose}
                    </td>
                    <td>
                      {r.submittedAt ? (
                        <>
                          Submitted {istDateTime(r.submittedAt)}
                          {r.reference ? ` (${r.reference})` : ''}
                        </>
                      ) : (
                        <>
                          <span className={r.overdue ? styles.overdue : undefined}>
                            {r.overdue ? 'Overdue' : 'Not yet submitted'}
                          </span>
                          <br />
                          <span className={styles.noPrint}>
                            <Button
                              size="sm"
                              onClick={() => mark.mutate(r)}
                              loading={mark.isPending && mark.variables?.bookingId === r.bookingId}
                              aria-label={`Mark submitted: Form C of ${r.name} (${r.ref})`}
                            >
                              Mark submitted
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
    </AdminPage>
  );
}
