import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { nightAuditReply, nightAuditsReply } from '../../../shared/contracts/rooms';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import { BreakableText } from '../../components/BreakableText';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { errorText, rupees, useReachableHotels } from '../bookings/deskShared';
import { plural } from '../../lib/plural';
import { useStaff } from '../useStaff';
import { cx } from '../../components/cx';
import styles from '../housekeeping/housekeeping.module.css';
import ui from '../ui.module.css';
import own from './nightAudit.module.css';
import { ByMethod, countText, percent } from './figures';

/** The closed days' figure columns, between the day and what was received (numbers, right-aligned). */
const FIGURE_HEADINGS = [
  'Rooms sold',
  'Occupancy',
  'ADR',
  'RevPAR',
  'Room revenue',
  'GST',
  'In house',
  'Arrivals',
  'Departures',
  'No-shows',
] as const;

/**
 * /admin/night-audit: close a hotel's day (the desk) and the closed days' frozen figures, the last
 * 30 days (ADR 311). Accounts read the figures; they do not close days.
 */
export function NightAuditPage() {
  const me = useStaff();
  const hotels = useReachableHotels();
  const [chosen, setChosen] = useState('');
  const hotelId = chosen || (hotels[0] ? String(hotels[0].PropertyID) : '');
  const today = todayIst();
  const [date, setDate] = useState(addDays(today, -1));
  const [message, setMessage] = useState('');
  const from = addDays(today, -30);
  const key = [ADMIN_KEY, 'night-audits', hotelId];
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: key,
    enabled: hotelId !== '',
    queryFn: async () =>
      (
        await adminApi(
          `/api/staff/hotels/${hotelId}/night-audits?from=${from}&to=${today}`,
          nightAuditsReply,
        )
      ).data.days,
  });
  const close = useMutation({
    mutationFn: async () =>
      (
        await adminApi(`/api/staff/hotels/${hotelId}/night-audit`, nightAuditReply, {
          method: 'POST',
          body: { date },
        })
      ).data,
    onSuccess: (d) => {
      setMessage(
        `${formatDate(d.date)} is closed: ${plural(d.roomsSold, 'room')} sold, ${plural(d.noShows, 'no-show')}.`,
      );
      void qc.invalidateQueries({ queryKey: key });
    },
    onError: (err) => setMessage(errorText(err)),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    close.mutate();
  };
  const canClose = me.role !== 'accounts';
  return (
    <AdminPage
      title="Night audit"
      intro="Closing a day marks the guests who did not come after the cut-off as no-shows and freezes the day's figures; later changes to bookings do not change them."
    >
      <form className={styles.filters} onSubmit={submit}>
        {hotels.length > 1 ? (
          <SelectField
            label="Hotel"
            id="na-hotel"
            value={hotelId}
            onChange={(e) => setChosen(e.target.value)}
          >
            {hotels.map((h) => (
              <option key={h.PropertyID} value={h.PropertyID}>
                {h.UnitName}
              </option>
            ))}
          </SelectField>
        ) : null}
        {canClose ? (
          <>
            <TextField
              label="Day to close"
              id="na-date"
              type="date"
              max={today}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
            <Button type="submit" disabled={close.isPending || hotelId === ''}>
              Close the day
            </Button>
          </>
        ) : null}
      </form>
      <p role="status" className={styles.message}>
        {message}
      </p>
      {q.isPending && hotelId !== '' ? <Spinner label="Loading the closed days" /> : null}
      {q.isError ? <p role="alert">{errorText(q.error)}</p> : null}
      {q.data ? (
        <div className={ui.tableWrap} tabIndex={0} role="region" aria-label="Closed days">
          <table className={cx(ui.table, own.table)}>
            <caption>Closed days, last 30 days</caption>
            <thead>
              <tr>
                <th scope="col" className={own.day}>
                  Day
                </th>
                {FIGURE_HEADINGS.map((h) => (
                  <th key={h} scope="col" className={ui.num}>
                    {h}
                  </th>
                ))}
                <th scope="col">Received</th>
                <th scope="col">Closed by</th>
              </tr>
            </thead>
            <tbody>
              {q.data.map((d) => (
                <tr key={d.date}>
                  <th scope="row" className={own.day}>
                    {formatDate(d.date)}
                  </th>
                  <td className={ui.num}>
                    {d.roomsSold} of {d.roomsAvailable}
                  </td>
                  <td className={ui.num}>{percent(d.occupancyBp)}</td>
                  <td className={ui.num}>{rupees(d.adrPaise)}</td>
                  <td className={ui.num}>{rupees(d.revparPaise)}</td>
                  <td className={ui.num}>{rupees(d.roomRevenuePaise)}</td>
                  <td className={ui.num}>{rupees(d.taxPaise)}</td>
                  <td className={ui.num}>{countText(d.roomsInHouse)}</td>
                  <td className={ui.num}>{countText(d.arrivals)}</td>
                  <td className={ui.num}>{countText(d.departures)}</td>
                  <td className={ui.num}>{d.noShows}</td>
                  <td>
                    <ByMethod paise={d.byMethodPaise} />
                  </td>
                  <td className={own.closer}>
                    {/* an address wraps at its @ and dots, never inside a word (ADR 232) */}
                    <BreakableText text={d.closedBy ?? 'Daily close'} />
                  </td>
                </tr>
              ))}
              {q.data.length === 0 ? (
                <tr>
                  <td colSpan={13}>No day closed in the last 30 days.</td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </div>
      ) : null}
    </AdminPage>
  );
}
