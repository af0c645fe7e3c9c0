import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { z } from 'zod';
import {
  cashierReply,
  cashierShift,
  cashierShiftReply,
  cashierShiftsReply,
  type CashierShift,
  type MethodTotals,
} from '../../../shared/contracts/folio';
import { formatDate, todayIst } from '../../../shared/dates';
import { rupeesToPaise } from '../../../shared/money';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import ui from '../ui.module.css';
import { deskHref, errorText, istDateTime, rupees, useReachableHotels } from './deskShared';
import styles from './CashierPage.module.css';

/*
 * The cashier's shifts (issue 28, ADR 347): open a shift with its float, see each open shift's
 * takings by method, close it with the cash counted; and the day's cashier report, which links
 * here. Money in paise; the server fixes the expected cash and the difference.
 */

const METHODS: { key: keyof MethodTotals; label: string }[] = [
  { key: 'cash', label: 'Cash' },
  { key: 'card', label: 'Card' },
  { key: 'upi', label: 'UPI' },
  { key: 'company', label: 'Billed to company' },
];

/** "₹1,250.50" typed in rupees → paise (0 allowed); null when it is not an amount. */
function paiseOf(text: string): number | null {
  const t = text.replace(/[₹,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(t)) return null;
  return rupeesToPaise(Number(t));
}

/** The close's reply: the shift, and a sentence saying whether the cash matches. */
const closeReply = z.object({ success: z.literal(true), message: z.string(), data: cashierShift });

const shiftsKey = (hotel: string) => [ADMIN_KEY, 'cashier-shifts', hotel] as const;

/** The hotel picker both pages share: the first reachable hotel until another is chosen. */
function useHotelChoice() {
  const hotels = useReachableHotels();
  const [chosen, setChosen] = useState('');
  const hotel = chosen || (hotels[0] ? String(hotels[0].PropertyID) : '');
  const field = (
    <SelectField label="Hotel" value={hotel} onChange={(e) => setChosen(e.target.value)}>
      {hotels.map((h) => (
        <option key={h.PropertyID} value={String(h.PropertyID)}>
          {h.UnitName}
        </option>
      ))}
    </SelectField>
  );
  return { hotel, field };
}

/** A shift's takings by method, the cash refunds and the cash expected in the drawer. */
function ShiftTotals({ shift: s }: { shift: CashierShift }) {
  return (
    <div
      className={ui.tableWrap}
      tabIndex={0}
      role="region"
      aria-label={`Totals of ${s.staff}'s shift`}
    >
      <table className={ui.table}>
        <caption>
          {s.staff}&apos;s shift from {istDateTime(s.openedAt)}
          {s.closedAt ? ` to ${istDateTime(s.closedAt)}` : ' (open)'}
        </caption>
        <thead>
          <tr>
            <th scope="col">Taken by</th>
            <th scope="col" className={ui.num}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">Opening float</th>
            <td className={ui.num}>{rupees(s.openingFloatPaise)}</td>
          </tr>
          {METHODS.map((m) => (
            <tr key={m.key}>
              <th scope="row">{m.label}</th>
              <td className={ui.num}>{rupees(s.byMethod[m.key])}</td>
            </tr>
          ))}
          <tr>
            <th scope="row">Cash paid back</th>
            <td className={ui.num}>{rupees(s.cashRefundsPaise)}</td>
          </tr>
          <tr>
            <th scope="row">Cash expected in the drawer</th>
            <td className={ui.num}>{rupees(s.expectedCashPaise)}</td>
          </tr>
        </tbody>
      </table>
    </div>
  );
}

function CloseForm({
  shift,
  hotel,
  onClosed,
}: {
  shift: CashierShift;
  hotel: string;
  onClosed: (text: string) => void;
}) {
  const qc = useQueryClient();
  const [counted, setCounted] = useState('');
  const [note, setNote] = useState('');
  const [invalid, setInvalid] = useState('');
  const m = useMutation({
    mutationFn: async (countedCashPaise: number) =>
      adminApi(`/api/staff/cashier-shifts/${shift.id}/close`, closeReply, {
        method: 'POST',
        body: { countedCashPaise, ...(note.trim() ? { note: note.trim() } : {}) },
      }),
    onSuccess: (r) => {
      onClosed(`${shift.staff}'s shift is closed. ${r.message}`);
      return qc.invalidateQueries({ queryKey: shiftsKey(hotel) });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = paiseOf(counted);
    if (p === null) {
      setInvalid('Enter the cash counted in rupees, like 2500 or 2500.50.');
      return;
    }
    setInvalid('');
    m.mutate(p);
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`Close ${shift.staff}'s shift`}
      className={styles.form}
    >
      <TextField
        label="Cash counted (₹)"
        inputMode="decimal"
        value={counted}
        onChange={(e) => setCounted(e.target.value)}
        error={invalid || undefined}
      />
      <TextField label="Note (optional)" value={note} onChange={(e) => setNote(e.target.value)} />
      {m.isError ? (
        <p className={ui.error} role="alert">
          {errorText(m.error)}
        </p>
      ) : null}
      <div className={ui.rowActions}>
        <Button type="submit" loading={m.isPending}>
          Close shift
        </Button>
      </div>
    </form>
  );
}

/**
 * /admin/cashier-shifts (hotel managers, front desk, admins): open a shift with the float; each
 * open shift with its totals by method and a form to close it with the cash counted.
 */
export function CashierShiftsPage() {
  const { hotel, field } = useHotelChoice();
  const qc = useQueryClient();
  const [float, setFloat] = useState('');
  const [invalid, setInvalid] = useState('');
  const [done, setDone] = useState('');
  const q = useQuery({
    queryKey: shiftsKey(hotel),
    enabled: hotel !== '',
    queryFn: async () =>
      (await adminApi(`/api/staff/cashier-shifts?hotelId=${hotel}`, cashierShiftsReply)).data,
  });
  const open = useMutation({
    mutationFn: async (openingFloatPaise: number) =>
      adminApi('/api/staff/cashier-shifts', cashierShiftReply, {
        method: 'POST',
        body: { hotelId: Number(hotel), openingFloatPaise },
      }),
    onSuccess: (r) => {
      setFloat('');
      setDone(`Shift opened with a float of ${rupees(r.data.openingFloatPaise)}.`);
      return qc.invalidateQueries({ queryKey: shiftsKey(hotel) });
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const p = paiseOf(float || '0');
    if (p === null) {
      setInvalid('Enter the opening float in rupees, like 2000 (0 for none).');
      return;
    }
    setInvalid('');
    setDone('');
    open.mutate(p);
  };
  return (
    <AdminPage
      title="Cashier shifts"
      intro={
        <>
          Open your shift with the cash float in the drawer; payments and refunds you take at the
          hotel while it is open count to it. Close it with the cash counted. See also the{' '}
          <a href={deskHref('/cashier-report')}>cashier report</a>.
        </>
      }
    >
      <div className={ui.filterActions}>{field}</div>
      <p role="status">{done}</p>
      <section aria-labelledby="open-shift-h" className={styles.stack}>
        <h2 id="open-shift-h">Open a shift</h2>
        <form onSubmit={submit} noValidate aria-label="Open a shift" className={styles.form}>
          <TextField
            label="Opening float (₹)"
            inputMode="decimal"
            value={float}
            onChange={(e) => setFloat(e.target.value)}
            error={invalid || undefined}
          />
          {open.isError ? (
            <p className={ui.error} role="alert">
              {errorText(open.error)}
            </p>
          ) : null}
          <div className={ui.rowActions}>
            <Button type="submit" loading={open.isPending} disabled={hotel === ''}>
              Open shift
            </Button>
          </div>
        </form>
      </section>
      <section aria-labelledby="open-shifts-h">
        <h2 id="open-shifts-h">Open shifts</h2>
        {q.isPending && hotel ? <Spinner block /> : null}
        {q.isError ? (
          <p className={ui.error} role="alert">
            {errorText(q.error)}
          </p>
        ) : null}
        {q.data && q.data.length === 0 ? <p>No shift is open at this hotel.</p> : null}
        {q.data?.map((s) => (
          <article key={s.id} aria-label={`${s.staff}'s shift`} className={styles.stack}>
            <ShiftTotals shift={s} />
            <CloseForm shift={s} hotel={hotel} onClosed={setDone} />
          </article>
        ))}
      </section>
    </AdminPage>
  );
}

/**
 * /admin/cashier-report (hotel managers, admins): a hotel's day of desk payments by method and
 * the shifts opened that day, with a link to open and close shifts.
 */
export function CashierReportPage() {
  const { hotel, field } = useHotelChoice();
  const [date, setDate] = useState(todayIst());
  const q = useQuery({
    queryKey: [ADMIN_KEY, 'cashier-report', hotel, date],
    enabled: hotel !== '',
    queryFn: async () =>
      (await adminApi(`/api/staff/reports/cashier?hotelId=${hotel}&date=${date}`, cashierReply))
        .data,
  });
  return (
    <AdminPage
      title="Cashier report"
      intro={
        <>
          The money taken at a hotel&apos;s desk on a day, by method, and its cashier shifts.{' '}
          <a href={deskHref('/cashier-shifts')}>Open or close a cashier shift</a>.
        </>
      }
    >
      <div className={ui.filterActions}>
        {field}
        <TextField label="Day" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
      </div>
      {q.isPending && hotel ? <Spinner block /> : null}
      {q.isError ? (
        <p className={ui.error} role="alert">
          {errorText(q.error)}
        </p>
      ) : null}
      {q.data ? (
        <>
          <div className={ui.tableWrap} tabIndex={0} role="region" aria-label="Takings by method">
            <table className={ui.table}>
              <caption>Takings on {formatDate(q.data.date)} by method</caption>
              <thead>
                <tr>
                  <th scope="col">Method</th>
                  <th scope="col" className={ui.num}>
                    Amount
                  </th>
                </tr>
              </thead>
              <tbody>
                {METHODS.map((m) => (
                  <tr key={m.key}>
                    <th scope="row">{m.label}</th>
                    <td className={ui.num}>{rupees(q.data.byMethod[m.key])}</td>
                  </tr>
                ))}
                <tr>
                  <th scope="row">Refunds paid back</th>
                  <td className={ui.num}>{rupees(q.data.refundsPaise)}</td>
                </tr>
              </tbody>
            </table>
          </div>
          <h2>Shifts opened this day</h2>
          {q.data.shifts.length === 0 ? <p>No shift was opened this day.</p> : null}
          {q.data.shifts.map((s) => (
            <ShiftTotals key={s.id} shift={s} />
          ))}
        </>
      ) : null}
    </AdminPage>
  );
}
