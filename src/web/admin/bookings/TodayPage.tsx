import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { deskTodayReply } from '../../../shared/contracts/desk';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { downloadCsv } from '../csv';
import { BookingTable } from './BookingsPage';
import { errorText, shortDate, useReachableHotels } from './deskShared';
import styles from './desk.module.css';

/** /admin/arrivals: one hotel's arrivals and departures of today (India time). */
export function TodayPage() {
  const hotels = useReachableHotels();
  const [chosen, setChosen] = useState('');
  const hotelId = chosen || (hotels[0] ? String(hotels[0].PropertyID) : '');
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'today', hotelId],
    enabled: hotelId !== '',
    queryFn: async () =>
      (await adminApi(`/api/staff/desk/today?hotelId=${hotelId}`, deskTodayReply)).data,
  });
  const exportCsv = () => {
    if (!q.data) return;
    const rows = [
      ...q.data.arrivals.map((b) => [
        'Arrival',
        b.ref,
        b.guestName,
        b.mobile,
        b.rooms,
        b.statusLabel,
      ]),
      ...q.data.departures.map((b) => [
        'Departure',
        b.ref,
        b.guestName,
        b.mobile,
        b.rooms,
        b.statusLabel,
      ]),
    ];
    downloadCsv(
      `desk-${q.data.date}.csv`,
      ['List', 'Booking', 'Guest', 'Mobile', 'Rooms', 'Status'],
      rows,
    );
  };
  return (
    <AdminPage
      title="Today's arrivals and departures"
      intro={q.data ? `For ${shortDate(q.data.date)} (India time).` : undefined}
      actions={
        <Button variant="secondary" onClick={exportCsv} disabled={!q.data}>
          Export as CSV
        </Button>
      }
    >
      <div className={styles.filters}>
        <SelectField label="Hotel" value={hotelId} onChange={(e) => setChosen(e.target.value)}>
          {hotels.map((h) => (
            <option key={h.PropertyID} value={h.PropertyID}>
              {h.UnitName}
            </option>
          ))}
        </SelectField>
      </div>
      {q.isPending && hotelId ? <Spinner block /> : null}
      {q.isError ? (
        <p className={styles.error} role="alert">
          {errorText(q.error)}
        </p>
      ) : null}
      {q.data ? (
        <>
          <BookingTable caption={`Arrivals (${q.data.arrivals.length})`} rows={q.data.arrivals} />
          <BookingTable
            caption={`Departures (${q.data.departures.length})`}
            rows={q.data.departures}
          />
        </>
      ) : null}
    </AdminPage>
  );
}
