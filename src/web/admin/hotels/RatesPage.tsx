import { useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import {
  WEEKDAY_NAMES,
  type CalendarNight,
  type RatesBody,
} from '../../../shared/contracts/staff-hotels';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Button } from '../../components/Button';
import { CheckboxField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { adminHref } from './paths';
import { useRatesCalendar, useSetClosures, useSetRates, useStaffHotel } from './queries';
import styles from './hotels.module.css';

const MONTH_NAMES = new Intl.DateTimeFormat('en-IN', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

function shiftMonth(month: string, by: number): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + by, 1));
  return d.toISOString().slice(0, 7);
}

const monthLabel = (month: string) => MONTH_NAMES.format(new Date(`${month}-01T00:00:00Z`));
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));

/** The month as weeks of 7 cells (Sunday first); empty cells before the 1st and after the last. */
function weeksOf(nights: CalendarNight[]): (CalendarNight | null)[][] {
  const first = nights[0];
  if (!first) return [];
  const cells: (CalendarNight | null)[] = [
    ...Array<null>(weekday(first.date)).fill(null),
    ...nights,
  ];
  while (cells.length % 7) cells.push(null);
  const weeks = [];
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7));
  return weeks;
}

/** What the cell does not show in words, for screen readers (after what it shows). */
function nightDetails(n: CalendarNight): string {
  return `, ${formatDate(n.date)}${n.custom ? ', nightly price set' : ''}${n.booked ? `, ${n.booked} booked` : ''}`;
}

/**
 * /admin/hotels/:hotelId/room-types/:roomTypeId/rates: a month of nights of one room type, with
 * each night's price and free/closed rooms; choose nights (click a first and a last night, or
 * type the dates) and set a price, an extra-person rate (on chosen weekdays) or closures.
 */
export function RatesPage() {
  const params = useParams<{ hotelId: string; roomTypeId: string }>();
  const hotelId = Number(params.hotelId);
  const roomTypeId = Number(params.roomTypeId);
  const today = todayIst();
  const [month, setMonth] = useState(today.slice(0, 7));
  const hotel = useStaffHotel(hotelId);
  const cal = useRatesCalendar(hotelId, roomTypeId, month);
  const setRates = useSetRates(hotelId, roomTypeId);
  const setClosures = useSetClosures(hotelId, roomTypeId);

  const [from, setFrom] = useState('');
  const [last, setLast] = useState('');
  const [price, setPrice] = useState('');
  const [extra, setExtra] = useState('');
  const [days, setDays] = useState<number[]>([0, 1, 2, 3, 4, 5, 6]);
  const [rooms, setRooms] = useState('');
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);

  const roomType = hotel.data?.roomTypes.find((t) => t.id === roomTypeId);
  const title = roomType ? `Rates: ${roomType.name}` : 'Rates';

  const pick = (date: string) => {
    if (!from || (from && last) || date < from) {
      setFrom(date);
      setLast('');
    } else setLast(date);
  };
  const inRange = (date: string) => from !== '' && date >= from && date <= (last || from);

  const range = () => {
    if (!from) return null;
    return { from, to: addDays(last || from, 1) };
  };

  const done = (ok: boolean, text: string) => setStatus({ ok, text });

  const onRates = async (e: FormEvent) => {
    e.preventDefault();
    const r = range();
    if (!r) return done(false, 'Choose the first night.');
    if (price.trim() === '') return done(false, 'Enter the price per night.');
    const body: RatesBody = {
      ...r,
      pricePerDay: Number(price),
      ...(extra.trim() !== '' ? { extraPersonRate: Number(extra) } : {}),
      ...(days.length < 7 ? { weekdays: days } : {}),
    };
    try {
      const res = await setRates.mutateAsync(body);
      done(true, res.message ?? 'Saved.');
      await cal.refetch();
    } catch (err) {
      done(false, err instanceof Error ? err.message : 'Not saved.');
    }
  };

  const onClosures = async (e: FormEvent) => {
    e.preventDefault();
    const r = range();
    if (!r) return done(false, 'Choose the first night.');
    if (rooms.trim() === '')
      return done(false, 'Enter the number of rooms out of order (0 reopens).');
    try {
      const res = await setClosures.mutateAsync({ ...r, rooms: Number(rooms) });
      done(true, res.message);
      await cal.refetch();
    } catch (err) {
      done(false, err instanceof Error ? err.message : 'Not saved.');
    }
  };

  return (
    <AdminPage
      title={title}
      intro={
        hotel.data ? (
          <>
            <a href={adminHref(`/hotels/${hotelId}`)}>{hotel.data.unitName}</a>. Base price{' '}
            {roomType ? money(roomType.basePrice) : ''} per night; {roomType?.totalRooms ?? ''}{' '}
            rooms. Prices are in rupees; a range runs from its first night to its last night.
          </>
        ) : undefined
      }
    >
      <div className={styles.ratesLayout}>
        <section aria-labelledby="cal-title" className={styles.calendar}>
          <div className={styles.monthBar}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setMonth(shiftMonth(month, -1))}
              disabled={month <= today.slice(0, 7)}
            >
              Previous<span className="sr-only"> month</span>
            </Button>
            <h2 id="cal-title" className={styles.monthTitle} aria-live="polite">
              {monthLabel(month)}
            </h2>
            <Button variant="secondary" size="sm" onClick={() => setMonth(shiftMonth(month, 1))}>
              Next<span className="sr-only"> month</span>
            </Button>
          </div>
          {cal.isPending ? <Spinner block /> : null}
          {cal.error ? <p role="alert">{cal.error.message}</p> : null}
          {cal.data ? (
            <div className={styles.gridScroll}>
              <table className={styles.grid}>
                <caption className="sr-only">
                  Nights of {monthLabel(month)}: price and free rooms. Choose a first and a last
                  night.
                </caption>
                <thead>
                  <tr>
                    {WEEKDAY_NAMES.map((d) => (
                      <th key={d} scope="col" abbr={d}>
                        {d.slice(0, 3)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {weeksOf(cal.data.nights).map((week, i) => (
                    <tr key={i}>
                      {week.map((n, j) =>
                        n ? (
                          <td key={n.date}>
                            <button
                              type="button"
                              className={styles.day}
                              data-selected={inRange(n.date) || undefined}
                              data-closed={n.closed > 0 || undefined}
                              data-custom={n.custom || undefined}
                              aria-pressed={inRange(n.date)}
                              disabled={n.date < today}
                              onClick={() => pick(n.date)}
                            >
                              <span className={styles.dayNum}>{Number(n.date.slice(8))}</span>{' '}
                              <span className={styles.dayPrice}>{money(n.price)}</span>{' '}
                              <span className={styles.dayRooms}>
                                {n.date < today
                                  ? 'past'
                                  : n.total === null
                                    ? 'not open'
                                    : `${n.free} of ${n.total} free`}
                              </span>{' '}
                              {n.closed ? (
                                <span className={styles.dayClosed}>{n.closed} closed</span>
                              ) : null}
                              <span className="sr-only">{nightDetails(n)}</span>
                            </button>
                          </td>
                        ) : (
                          <td key={`e${j}`} />
                        ),
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          <p className={styles.legend}>
            <span className={styles.legendCustom}>Nightly price set</span>{' '}
            <span className={styles.legendClosed}>Rooms closed</span>
          </p>
        </section>

        <section aria-labelledby="change-title" className={styles.panel}>
          <h2 id="change-title" className={styles.panelTitle}>
            Change the chosen nights
          </h2>
          <div className={styles.row2}>
            <TextField
              label="First night"
              type="date"
              min={today}
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
            <TextField
              label="Last night"
              type="date"
              min={from || today}
              value={last}
              onChange={(e) => setLast(e.target.value)}
            />
          </div>
          {status ? (
            <p
              role={status.ok ? 'status' : 'alert'}
              className={status.ok ? styles.ok : styles.error}
            >
              {status.text}
            </p>
          ) : null}
          <p className={styles.note}>
            Click a first and a last night in the calendar, or type them; without a last night only
            the first night changes.
          </p>
          <form onSubmit={(e) => void onRates(e)} className={styles.form} noValidate>
            <h3 className={styles.formTitle}>Price</h3>
            <p className={styles.note}>
              Without an extra-person rate the room type&apos;s rate applies.
            </p>
            <div className={styles.row2}>
              <TextField
                label="Price per night (₹)"
                inputMode="decimal"
                value={price}
                onChange={(e) => setPrice(e.target.value)}
              />
              <TextField
                label="Extra person per night (₹)"
                inputMode="decimal"
                value={extra}
                onChange={(e) => setExtra(e.target.value)}
              />
            </div>
            <fieldset className={styles.weekdays}>
              <legend>On these weekdays</legend>
              {WEEKDAY_NAMES.map((d, i) => (
                <CheckboxField
                  key={d}
                  label={d.slice(0, 3)}
                  aria-label={d}
                  checked={days.includes(i)}
                  onChange={(e) =>
                    setDays(e.target.checked ? [...days, i].sort() : days.filter((x) => x !== i))
                  }
                />
              ))}
            </fieldset>
            <Button type="submit" loading={setRates.isPending}>
              Set price
            </Button>
          </form>
          <form onSubmit={(e) => void onClosures(e)} className={styles.form} noValidate>
            <h3 className={styles.formTitle}>Rooms out of order</h3>
            <TextField
              label="Rooms closed each night"
              inputMode="numeric"
              hint="0 reopens them"
              value={rooms}
              onChange={(e) => setRooms(e.target.value)}
            />
            <Button type="submit" variant="secondary" loading={setClosures.isPending}>
              Set closures
            </Button>
          </form>
        </section>
      </div>
    </AdminPage>
  );
}
