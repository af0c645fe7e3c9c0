import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { departureReportReply } from '../../../shared/contracts/folio';
import { formatDate, todayIst } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { ADMIN_KEY, adminApi } from '../api';
import { AdminPage } from '../AdminPage';
import ui from '../ui.module.css';
import { rupees, useReachableHotels } from './deskShared';

/**
 * /admin/departures (hotel managers, admins): a hotel's departures of a day with each folio's
 * balance due, and the dues added up; printable at the desk (issue 28).
 */
export function DeparturesPage() {
  const hotels = useReachableHotels();
  const [hotelId, setHotelId] = useState('');
  const [date, setDate] = useState(todayIst());
  const hotel = hotelId || (hotels[0] ? String(hotels[0].PropertyID) : '');
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'departures', hotel, date],
    enabled: hotel !== '',
    queryFn: async () =>
      (await adminApi(`/api/staff/hotels/${hotel}/departures?date=${date}`, departureReportReply))
        .data,
  });
  return (
    <AdminPage
      title="Departure report"
      intro="The guests leaving a hotel on a day, with the balance each still owes at the desk."
    >
      <div className={ui.filterActions}>
        <SelectField label="Hotel" value={hotel} onChange={(e) => setHotelId(e.target.value)}>
          {hotels.map((h) => (
            <option key={h.PropertyID} value={String(h.PropertyID)}>
              {h.UnitName}
            </option>
          ))}
        </SelectField>
        <TextField
          label="Day of departure"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <Button variant="secondary" iconStart="download" onClick={() => window.print()}>
          Print
        </Button>
      </div>
      {q.isPending && hotel ? <Spinner block /> : null}
      {q.isError ? (
        <p className={ui.error} role="alert">
          {q.error.message}
        </p>
      ) : null}
      {q.data ? (
        <div className={ui.tableWrap} tabIndex={0} role="region" aria-label="Departures">
          <table className={ui.table}>
            <caption>
              Departures from {q.data.hotelName} on {formatDate(q.data.date)}: balance due{' '}
              {rupees(q.data.dueTotalPaise)}
            </caption>
            <thead>
              <tr>
                <th scope="col">Booking</th>
                <th scope="col">Guest</th>
                <th scope="col">Rooms</th>
                <th scope="col">Status</th>
                <th scope="col" className={ui.num}>
                  Charges
                </th>
                <th scope="col" className={ui.num}>
                  Paid
                </th>
                <th scope="col" className={ui.num}>
                  Balance due
                </th>
              </tr>
            </thead>
            <tbody>
              {q.data.departures.length === 0 ? (
                <tr>
                  <td colSpan={7}>No departures on this day.</td>
                </tr>
              ) : null}
              {q.data.departures.map((d) => (
                <tr key={d.bookingId}>
                  <th scope="row">{d.bookingRefNo}</th>
                  <td>
                    {d.guestName}
                    <br />
                    <span className={ui.muted}>{d.mobile}</span>
                  </td>
                  <td>{d.roomNos.join(', ') || '–'}</td>
                  <td>
                    {d.status.replace('_', ' ')}
                    {d.billedToCompany ? ` (bill to ${d.billedToCompany})` : ''}
                    {d.invoiceNo ? `, invoice ${d.invoiceNo}` : ''}
                  </td>
                  <td className={ui.num}>{rupees(d.chargesPaise)}</td>
                  <td className={ui.num}>{rupees(d.paidPaise)}</td>
                  <td className={ui.num}>
                    {d.balancePaise < 0
                      ? `${rupees(-d.balancePaise)} to refund`
                      : rupees(d.balancePaise)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminPage>
  );
}
