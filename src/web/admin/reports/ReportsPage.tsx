import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import {
  REPORT_MAX_DAYS,
  reportsReply,
  type CancellationRow,
  type DepartureSeatsRow,
  type OccupancyRow,
  type RevenueRow,
  type SourceRow,
} from '../../../shared/contracts/reports';
import { addDays, daysBetween, todayIst } from '../../../shared/dates';
import { percentNumber } from '../../../shared/pricing';
import { SelectField, TextField } from '../../components/Field';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { BarChart } from './BarChart';
import { DataTable, type Column } from './DataTable';
import styles from './reports.module.css';

const money = (n: number) =>
  n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const fixed = (n: number) => n.toFixed(2);
const short = (date: string) => date.slice(5);

/** Sums rows of several hotels per date, in date order. */
function perDay<T extends { date: string }>(rows: T[], value: (r: T) => number) {
  const m = new Map<string, number>();
  for (const r of rows) m.set(r.date, (m.get(r.date) ?? 0) + value(r));
  return [...m.entries()].sort(([a], [b]) => a.localeCompare(b));
}

const OCCUPANCY: Column<OccupancyRow>[] = [
  { label: 'Date', value: (r) => r.date, nowrap: true },
  { label: 'Hotel', value: (r) => r.hotelName },
  { label: 'Room-nights sold', value: (r) => r.roomNightsSold, numeric: true },
  { label: 'Room-nights available', value: (r) => r.roomNightsAvailable, numeric: true },
  { label: 'Occupancy (%)', value: (r) => r.occupancy, numeric: true },
];
const REVENUE: Column<RevenueRow>[] = [
  { label: 'Date', value: (r) => r.date, nowrap: true },
  { label: 'Hotel', value: (r) => r.hotelName },
  { label: 'Bookings', value: (r) => r.bookings, numeric: true },
  {
    label: 'Taxable value (₹)',
    value: (r) => fixed(r.taxableValue),
    show: (r) => money(r.taxableValue),
    numeric: true,
  },
  { label: 'GST (₹)', value: (r) => fixed(r.gst), show: (r) => money(r.gst), numeric: true },
  {
    label: 'Credited (₹)',
    value: (r) => fixed(r.credited),
    show: (r) => money(r.credited),
    numeric: true,
  },
  { label: 'Net (₹)', value: (r) => fixed(r.net), show: (r) => money(r.net), numeric: true },
];
const CANCELLATIONS: Column<CancellationRow>[] = [
  { label: 'Date', value: (r) => r.date, nowrap: true },
  { label: 'Hotel', value: (r) => r.hotelName },
  { label: 'Rooms cancelled', value: (r) => r.roomsCancelled, numeric: true },
  {
    label: 'Charges kept (₹)',
    value: (r) => fixed(r.charges),
    show: (r) => money(r.charges),
    numeric: true,
  },
  {
    label: 'Refunds (₹)',
    value: (r) => fixed(r.refunds),
    show: (r) => money(r.refunds),
    numeric: true,
  },
];

const BY_SOURCE: Column<SourceRow>[] = [
  { label: 'Source', value: (r) => r.source },
  { label: 'Bookings', value: (r) => r.bookings, numeric: true },
  { label: 'Rooms', value: (r) => r.rooms, numeric: true },
  {
    label: 'Before GST (₹)',
    value: (r) => fixed(r.taxableValue),
    show: (r) => money(r.taxableValue),
    numeric: true,
  },
  { label: 'GST (₹)', value: (r) => fixed(r.gst), show: (r) => money(r.gst), numeric: true },
  { label: 'Total (₹)', value: (r) => fixed(r.total), show: (r) => money(r.total), numeric: true },
  {
    label: 'Commission (%)',
    value: (r) => (r.commissionBp === null ? '' : percentNumber(r.commissionBp)),
    show: (r) =>
      r.commissionBp === null
        ? r.kind === 'ota'
          ? 'Not known'
          : 'None'
        : percentNumber(r.commissionBp),
    numeric: true,
  },
  {
    label: 'Commission (₹)',
    value: (r) => (r.commission === null ? '' : fixed(r.commission)),
    show: (r) => (r.commission === null ? '–' : money(r.commission)),
    numeric: true,
  },
];

const DEPARTURES: Column<DepartureSeatsRow>[] = [
  { label: 'Date', value: (r) => r.date, nowrap: true },
  { label: 'Time', value: (r) => r.time, nowrap: true },
  { label: 'Tour', value: (r) => r.tourTitle },
  { label: 'Status', value: (r) => r.status },
  { label: 'Seats', value: (r) => r.seatsTotal, numeric: true },
  { label: 'Seats sold', value: (r) => r.seatsSold, numeric: true },
  { label: 'Seats free', value: (r) => r.seatsFree, numeric: true },
];

/** /admin/reports: occupancy, revenue and cancellations per hotel per day, with charts and CSV. */
export function ReportsPage() {
  const today = todayIst();
  const [from, setFrom] = useState(() => addDays(today, -14));
  const [to, setTo] = useState(() => addDays(today, 14));
  const [hotelId, setHotelId] = useState('');
  const span = from && to ? daysBetween(from, to) + 1 : 0;
  const rangeError =
    span <= 0
      ? 'The from date must not be after the to date.'
      : span > REPORT_MAX_DAYS
        ? `Choose at most ${REPORT_MAX_DAYS} days.`
        : undefined;
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'reports', from, to, hotelId],
    queryFn: () =>
      adminApi(
        `/api/staff/reports?from=${from}&to=${to}${hotelId ? `&hotelId=${hotelId}` : ''}`,
        reportsReply,
      ),
    enabled: !rangeError,
  });
  const data = q.data?.data;
  const charts = useMemo(() => {
    if (!data) return null;
    const sold = new Map(perDay(data.occupancy, (r) => r.roomNightsSold));
    const occ = perDay(data.occupancy, (r) => r.roomNightsAvailable).map(([date, avail]) => ({
      label: short(date),
      value: avail > 0 ? Math.round(((sold.get(date) ?? 0) * 1000) / avail) / 10 : 0,
    }));
    const rev = perDay(data.revenue, (r) => r.net).map(([d, v]) => ({ label: short(d), value: v }));
    const canc = perDay(data.cancellations, (r) => r.roomsCancelled).map(([d, v]) => ({
      label: short(d),
      value: v,
    }));
    return { occ, rev, canc };
  }, [data]);
  const scope = hotelId
    ? (data?.hotels.find((h) => String(h.id) === hotelId)?.name ?? '')
    : 'all hotels';
  return (
    <AdminPage
      title="Reports"
      intro="Occupancy, revenue, bookings by source and cancellations per hotel and day. Each chart has its table below it; every table can be exported as CSV."
    >
      <div className={styles.filters}>
        <TextField
          label="From"
          type="date"
          value={from}
          required
          onChange={(e) => setFrom(e.target.value)}
        />
        <TextField
          label="To"
          type="date"
          value={to}
          required
          error={rangeError}
          onChange={(e) => setTo(e.target.value)}
        />
        <SelectField label="Hotel" value={hotelId} onChange={(e) => setHotelId(e.target.value)}>
          <option value="">All my hotels</option>
          {(data?.hotels ?? []).map((h) => (
            <option key={h.id} value={String(h.id)}>
              {h.name}
            </option>
          ))}
        </SelectField>
      </div>
      {q.isPending && !rangeError ? <p role="status">Loading the reports…</p> : null}
      {q.isError ? (
        <p role="alert" className={styles.error}>
          {q.error.message}
        </p>
      ) : null}
      {data && charts ? (
        <>
          <section className={styles.section} aria-labelledby="occupancy-h">
            <h2 id="occupancy-h">Occupancy</h2>
            <BarChart
              title={`Occupancy per day, ${scope} (%)`}
              bars={charts.occ}
              unit="%"
              max={100}
            />
            <details className={styles.details}>
              <summary>Table: occupancy per hotel per day ({data.occupancy.length} rows)</summary>
              <DataTable
                caption="Occupancy per hotel per day"
                columns={OCCUPANCY}
                rows={data.occupancy}
                fileName={`occupancy-${from}-${to}.csv`}
              />
            </details>
          </section>
          <section className={styles.section} aria-labelledby="revenue-h">
            <h2 id="revenue-h">Revenue</h2>
            <BarChart title={`Net revenue per day, ${scope} (₹)`} bars={charts.rev} />
            <DataTable
              caption="Revenue per hotel per day"
              columns={REVENUE}
              rows={data.revenue}
              fileName={`revenue-${from}-${to}.csv`}
            />
          </section>
          <section className={styles.section} aria-labelledby="sources-h">
            <h2 id="sources-h">Bookings by source</h2>
            <p className={styles.muted}>
              Bookings sold in the period by where they came from: the website, the counter and each
              OTA through the channel manager, cancelled ones left out. An OTA&rsquo;s commission is
              its rate on the channel manager page times the value before GST.
            </p>
            <DataTable
              caption="Bookings by source"
              columns={BY_SOURCE}
              rows={data.bySource}
              fileName={`bookings-by-source-${from}-${to}.csv`}
            />
          </section>
          <section className={styles.section} aria-labelledby="cancellations-h">
            <h2 id="cancellations-h">Cancellations</h2>
            <BarChart title={`Rooms cancelled per day, ${scope}`} bars={charts.canc} />
            <DataTable
              caption="Cancellations per hotel per day"
              columns={CANCELLATIONS}
              rows={data.cancellations}
              fileName={`cancellations-${from}-${to}.csv`}
            />
          </section>
          {data.departures.length > 0 ? (
            <section className={styles.section} aria-labelledby="departures-h">
              <h2 id="departures-h">Tour departures</h2>
              <DataTable
                caption="Seats sold and free per tour departure"
                columns={DEPARTURES}
                rows={data.departures}
                fileName={`departures-${from}-${to}.csv`}
              />
            </section>
          ) : null}
        </>
      ) : null}
    </AdminPage>
  );
}
