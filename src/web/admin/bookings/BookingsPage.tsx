import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { BOOKING_STATUSES, BOOKING_STATUS_LABEL } from '../../../shared/booking-status';
import { staffBookingsReply } from '../../../shared/contracts/desk';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { downloadCsv } from '../csv';
import {
  bookingTone,
  errorText,
  rupees,
  shortDate,
  StatusPill,
  useReachableHotels,
  DeskTable,
  deskHref,
} from './deskShared';
import styles from './desk.module.css';

type Filters = { hotelId: string; from: string; to: string; status: string; q: string };
const EMPTY: Filters = { hotelId: '', from: '', to: '', status: '', q: '' };
const PAGE_SIZE = 25;

/** /admin/bookings: search and filter bookings; each opens its detail with the desk's actions. */
export function BookingsPage() {
  const hotels = useReachableHotels();
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [applied, setApplied] = useState<Filters>(EMPTY);
  const [page, setPage] = useState(1);
  const params = new URLSearchParams({ page: String(page), pageSize: String(PAGE_SIZE) });
  for (const [k, v] of Object.entries(applied)) if (v) params.set(k, v);
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'bookings', applied, page],
    queryFn: async () =>
      (await adminApi(`/api/staff/bookings?${params.toString()}`, staffBookingsReply)).data,
  });
  const set = (k: keyof Filters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [k]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setApplied(draft);
    setPage(1);
  };
  const pages = q.data ? Math.max(1, Math.ceil(q.data.total / PAGE_SIZE)) : 1;
  const exportCsv = () => {
    if (!q.data) return;
    downloadCsv(
      `bookings-page-${page}.csv`,
      [
        'Booking',
        'Guest',
        'Mobile',
        'Hotel',
        'Check-in',
        'Check-out',
        'Rooms',
        'Status',
        'Total (Rs)',
      ],
      q.data.items.map((b) => [
        b.ref,
        b.guestName,
        b.mobile,
        b.hotelName,
        b.checkIn,
        b.checkOut,
        b.rooms,
        b.statusLabel,
        (b.totalPaise / 100).toFixed(2),
      ]),
    );
  };
  return (
    <AdminPage
      title="Bookings"
      intro="Search by booking number, guest name or mobile; filter by hotel, check-in dates and status."
      actions={
        <>
          <Button href={deskHref('/arrivals')} variant="secondary">
            Today&apos;s arrivals and departures
          </Button>
          <Button href={deskHref('/bookings/new')}>Counter booking</Button>
        </>
      }
    >
      <form className={styles.filters} onSubmit={submit} role="search" aria-label="Bookings">
        <TextField
          label="Search"
          hint="Booking number, guest name or mobile"
          value={draft.q}
          onChange={set('q')}
          maxLength={100}
        />
        <SelectField label="Hotel" value={draft.hotelId} onChange={set('hotelId')}>
          <option value="">All my hotels</option>
          {hotels.map((h) => (
            <option key={h.PropertyID} value={h.PropertyID}>
              {h.UnitName}
            </option>
          ))}
        </SelectField>
        <SelectField label="Status" value={draft.status} onChange={set('status')}>
          <option value="">Any status</option>
          {BOOKING_STATUSES.map((s) => (
            <option key={s} value={s}>
              {BOOKING_STATUS_LABEL[s]}
            </option>
          ))}
        </SelectField>
        <TextField label="Check-in from" type="date" value={draft.from} onChange={set('from')} />
        <TextField label="Check-in to" type="date" value={draft.to} onChange={set('to')} />
        <div className={styles.filterActions}>
          <Button type="submit">Search</Button>
          <Button
            type="button"
            variant="ghost"
            onClick={() => {
              setDraft(EMPTY);
              setApplied(EMPTY);
              setPage(1);
            }}
          >
            Clear
          </Button>
        </div>
      </form>

      {q.isPending ? <Spinner block /> : null}
      {q.isError ? (
        <p className={styles.error} role="alert">
          {errorText(q.error)}
        </p>
      ) : null}
      {q.data ? (
        <>
          <div className={styles.pager}>
            <p className={styles.note} aria-live="polite">
              {q.data.total} booking{q.data.total === 1 ? '' : 's'} found. Page {page} of {pages}.
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={exportCsv}
              disabled={!q.data.items.length}
            >
              Export this page as CSV
            </Button>
          </div>
          <BookingTable caption="Bookings" rows={q.data.items} />
          <nav className={styles.pager} aria-label="Pages of bookings">
            <Button
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              Previous page
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={page >= pages}
              onClick={() => setPage((p) => p + 1)}
            >
              Next page
            </Button>
          </nav>
        </>
      ) : null}
    </AdminPage>
  );
}

type Row = {
  id: number;
  ref: string;
  guestName: string;
  mobile: string;
  hotelName: string;
  checkIn: string;
  checkOut: string;
  rooms: number;
  status: string;
  statusLabel: string;
  totalPaise: number;
};

/** A table of bookings, each reference linking to its detail. */
export function BookingTable({ caption, rows }: { caption: string; rows: Row[] }) {
  return (
    <DeskTable
      label={caption}
      columns={[
        'Booking',
        'Guest',
        'Mobile',
        'Hotel',
        'Check-in',
        'Check-out',
        { label: 'Rooms', numeric: true },
        'Status',
        { label: 'Total', numeric: true },
      ]}
      rows={rows}
      empty="No bookings."
      row={(b) => (
        <tr key={b.id}>
          <th scope="row">
            <a href={deskHref(`/bookings/${b.id}`)}>{b.ref}</a>
          </th>
          <td>{b.guestName}</td>
          <td className={styles.nowrap}>{b.mobile}</td>
          <td>{b.hotelName}</td>
          <td className={styles.nowrap}>{shortDate(b.checkIn)}</td>
          <td className={styles.nowrap}>{shortDate(b.checkOut)}</td>
          <td className={styles.num}>{b.rooms}</td>
          <td>
            <StatusPill label={b.statusLabel} tone={bookingTone(b.status)} />
          </td>
          <td className={styles.num}>{rupees(b.totalPaise)}</td>
        </tr>
      )}
    />
  );
}
