import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'wouter';
import {
  countryName,
  registrationReply,
  SEX_LABELS,
  type RegisteredGuest,
} from '../../../shared/contracts/registrations';
import { formatDate } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { deskHref, errorText, istDateTime } from '../bookings/deskShared';
import styles from './registration.module.css';

type Paper = 'a4' | 'thermal';
const PAGE_RULE: Record<Paper, string> = {
  a4: '@page { size: A4; margin: 12mm; }',
  thermal: '@page { size: 80mm 297mm; margin: 3mm; }',
};

const d = (v: string | null) => (v ? formatDate(v) : '');

function GuestBlock({ g, n }: { g: RegisteredGuest; n: number }) {
  const foreign = g.nationality !== 'IN';
  const rows: [string, string][] = [
    ['Name', g.name],
    ['Nationality', countryName(g.nationality)],
  ];
  if (!foreign) rows.push(['ID seen', `${g.idType} ${g.idNumber ?? ''}`.trim()]);
  else
    rows.push(
      ['Sex', g.sex ? (SEX_LABELS[g.sex as keyof typeof SEX_LABELS] ?? g.sex) : ''],
      ['Date of birth', d(g.dateOfBirth)],
      ['Address abroad', g.homeAddress ?? ''],
      [
        'Passport',
        `${g.passportNo ?? '(erased)'}, ${g.passportPlaceOfIssue ?? ''}, issued ${d(g.passportIssuedOn)}, valid until ${d(g.passportExpiresOn)}`,
      ],
      [
        'Visa',
        `${g.visaNo ?? '(erased)'} (${g.visaType ?? ''}), ${g.visaPlaceOfIssue ?? ''}, issued ${d(g.visaIssuedOn)}, valid until ${d(g.visaExpiresOn)}`,
      ],
      ['Arrived in India', d(g.arrivedInIndiaOn)],
      ['Arrived from', g.arrivedFrom ?? ''],
      ['Next destination', g.nextDestination ?? ''],
      ['Purpose of visit', g.purpose ?? ''],
    );
  return (
    <div className={styles.guest}>
      <h3>
        Guest {n}
        {n === 1 ? ' (lead)' : ''}
      </h3>
      <dl className={styles.facts}>
        {rows.map(([k, v]) => (
          <div key={k} style={{ display: 'contents' }}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * /admin/bookings/:id/registration-card: the guest registration card (GRC) of a stay, printed on
 * A4 or on an 80 mm thermal printer, signed by the guest.
 */
export function RegistrationCardPage() {
  const { id = '' } = useParams<{ id: string }>();
  const [paper, setPaper] = useState<Paper>('a4');
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'registration', Number(id)],
    queryFn: async () =>
      (await adminApi(`/api/staff/bookings/${id}/guests`, registrationReply)).data,
  });
  if (q.isPending) return <Spinner block />;
  if (q.isError)
    return (
      <AdminPage title="Registration card">
        <p className={styles.overdue} role="alert">
          {errorText(q.error)}
        </p>
      </AdminPage>
    );
  const r = q.data;
  return (
    <AdminPage
      title={`Registration card ${r.ref}`}
      intro={`${r.hotel.name}: ${formatDate(r.checkIn)} to ${formatDate(r.checkOut)}`}
      actions={
        <Button href={deskHref(`/bookings/${r.bookingId}`)} variant="ghost">
          Back to the booking
        </Button>
      }
    >
      <style>{`@media print { ${PAGE_RULE[paper]} }`}</style>
      <div className={`${styles.controls} ${styles.noPrint}`}>
        <fieldset className={styles.paper}>
          <legend>Paper</legend>
          <label className={styles.radio}>
            <input
              type="radio"
              name="paper"
              checked={paper === 'a4'}
              onChange={() => setPaper('a4')}
            />
            A4
          </label>
          <label className={styles.radio}>
            <input
              type="radio"
              name="paper"
              checked={paper === 'thermal'}
              onChange={() => setPaper('thermal')}
            />
            Thermal printer (80 mm)
          </label>
        </fieldset>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      {r.guests.length === 0 ? (
        <p className={styles.noPrint}>No guest is registered yet: the card prints blank lines.</p>
      ) : null}
      <article
        className={`${styles.card} ${styles.printable} ${paper === 'thermal' ? styles.thermal : ''}`}
        aria-label="Guest registration card"
      >
        <h2>Guest registration card</h2>
        <p className={styles.sub}>
          {r.hotel.name}
          <br />
          {r.hotel.address}
        </p>
        <dl className={styles.facts}>
          <dt>Booking</dt>
          <dd>{r.ref}</dd>
          <dt>Booked by</dt>
          <dd>{r.bookedName}</dd>
          <dt>Mobile</dt>
          <dd>{r.mobile}</dd>
          <dt>Arrival</dt>
          <dd>{r.checkedInAt ? istDateTime(r.checkedInAt) : formatDate(r.checkIn)}</dd>
          <dt>Departure</dt>
          <dd>{formatDate(r.checkOut)}</dd>
          <dt>Room</dt>
          <dd>{r.roomNos.join(', ') || '—'}</dd>
          <dt>Guests</dt>
          <dd>
            {r.adults} adult{r.adults === 1 ? '' : 's'}
            {r.children ? `, ${r.children} child${r.children === 1 ? '' : 'ren'}` : ''}
          </dd>
        </dl>
        {r.guests.map((g, i) => (
          <GuestBlock key={g.id} g={g} n={i + 1} />
        ))}
        <p className={styles.declaration}>
          I confirm that the details above are correct and agree to the hotel&apos;s terms of stay.
        </p>
        <div className={styles.sign}>
          <div className={styles.line}>Guest&apos;s signature</div>
          <div className={styles.line}>Front desk</div>
        </div>
      </article>
    </AdminPage>
  );
}
