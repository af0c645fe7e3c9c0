import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useParams } from 'wouter';
import {
  MEAL_PLAN_NAMES,
  type RateGrid,
  type RatePlan,
  type RatePlanBody,
  type RestrictionsBody,
} from '../../../shared/contracts/rates';
import { WEEKDAY_NAMES } from '../../../shared/contracts/staff-hotels';
import { addDays, formatDate, todayIst } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { MEAL_PLANS, type MealPlan } from '../../../shared/rate-plans';
import { Button } from '../../components/Button';
import { CheckboxField, SelectField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { adminHref } from './paths';
import {
  useRateGrid,
  useSaveRatePlan,
  useSetGridRates,
  useSetRestrictions,
  useStaffHotel,
} from './queries';
import styles from './hotels.module.css';
import grid from './rategrid.module.css';

const DAYS = 14;
const money = (rupees: number) => formatRupees(rupeesToPaise(rupees));
const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const shortDay = (date: string) =>
  `${WEEKDAY_NAMES[weekday(date)]!.slice(0, 3)} ${Number(date.slice(8))}`;

type Pick = { roomTypeId: number; from: string; last: string };
type Flag = '' | 'on' | 'off';
const flag = (f: Flag): boolean | undefined => (f === '' ? undefined : f === 'on');

/** "CTA, CTD, Stop": what a night's restrictions are, short for the cell. */
function closedText(n: RateGrid['roomTypes'][number]['nights'][number]): string {
  return [
    n.closedToArrival ? 'CTA' : '',
    n.closedToDeparture ? 'CTD' : '',
    n.stopSell ? 'Stop' : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * /admin/hotels/:hotelId/rate-grid (ADR 362): every room type and its rate plans over two weeks
 * in one table: the nightly price and free rooms, each plan's price, the minimum stay and the
 * closures to arrival, departure and sale. Choose a first and a last night of a room type (the
 * arrow keys move between nights and room types), then set the price, the restrictions (on some
 * weekdays) or add a plan.
 */
export function RateGridPage() {
  const params = useParams<{ hotelId: string }>();
  const hotelId = Number(params.hotelId);
  const today = todayIst();
  const [from, setFrom] = useState(today);
  const hotel = useStaffHotel(hotelId);
  const q = useRateGrid(hotelId, from, DAYS);
  const setRates = useSetGridRates(hotelId);
  const setRestrictions = useSetRestrictions(hotelId);
  const savePlan = useSaveRatePlan(hotelId);

  const [pick, setPick] = useState<Pick | null>(null);
  const [focus, setFocus] = useState<[number, number]>([0, 0]);
  const cells = useRef(new Map<string, HTMLButtonElement>());
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [days, setDays] = useState<number[]>([0, 1, 2, 3, 4, 5, 6]);
  const [price, setPrice] = useState('');
  const [minStay, setMinStay] = useState('');
  const [cta, setCta] = useState<Flag>('');
  const [ctd, setCtd] = useState<Flag>('');
  const [stop, setStop] = useState<Flag>('');
  const [plan, setPlan] = useState({
    name: '',
    mealPlan: 'cp' as MealPlan,
    mealAdult: '',
    mealChild: '',
    discount: '0',
    refundable: true,
    governmentId: false,
  });

  const data = q.data;
  const types = data?.roomTypes ?? [];
  const chosenType = types.find((t) => t.id === pick?.roomTypeId) ?? null;
  const done = (ok: boolean, text: string) => setStatus({ ok, text });
  const inPick = (roomTypeId: number, date: string) =>
    pick !== null &&
    pick.roomTypeId === roomTypeId &&
    date >= pick.from &&
    date <= (pick.last || pick.from);

  const choose = (roomTypeId: number, date: string) => {
    if (!pick || pick.roomTypeId !== roomTypeId || pick.last || date < pick.from)
      setPick({ roomTypeId, from: date, last: '' });
    else setPick({ ...pick, last: date });
  };

  const move = (e: KeyboardEvent, row: number, col: number) => {
    const last = (data?.dates.length ?? 1) - 1;
    const to: Record<string, [number, number]> = {
      ArrowLeft: [row, Math.max(0, col - 1)],
      ArrowRight: [row, Math.min(last, col + 1)],
      ArrowUp: [Math.max(0, row - 1), col],
      ArrowDown: [Math.min(types.length - 1, row + 1), col],
      Home: [row, 0],
      End: [row, last],
    };
    const next = to[e.key];
    if (!next) return;
    e.preventDefault();
    setFocus(next);
    cells.current.get(`${next[0]}:${next[1]}`)?.focus();
  };

  const range = () => (pick ? { from: pick.from, to: addDays(pick.last || pick.from, 1) } : null);
  const weekdays = () => (days.length < 7 ? { weekdays: days } : {});

  const run = async (fn: () => Promise<{ message?: string }>) => {
    try {
      const res = await fn();
      done(true, res.message ?? 'Saved.');
      await q.refetch();
    } catch (err) {
      done(false, err instanceof Error ? err.message : 'Not saved.');
    }
  };

  const onPrice = (e: FormEvent) => {
    e.preventDefault();
    const r = range();
    if (!r || !pick) return done(false, 'Choose the nights of a room type in the grid first.');
    if (price.trim() === '') return done(false, 'Enter the price per night.');
    void run(() =>
      setRates.mutateAsync({
        roomTypeId: pick.roomTypeId,
        body: { ...r, pricePerDay: Number(price), ...weekdays() },
      }),
    );
  };

  const onRestrictions = (e: FormEvent) => {
    e.preventDefault();
    const r = range();
    if (!r || !pick) return done(false, 'Choose the nights of a room type in the grid first.');
    const m = minStay.trim();
    const body: RestrictionsBody = {
      ...r,
      ...weekdays(),
      ...(m === '' ? {} : { minStay: m === '0' ? null : Number(m) }),
      ...(flag(cta) === undefined ? {} : { closedToArrival: flag(cta) }),
      ...(flag(ctd) === undefined ? {} : { closedToDeparture: flag(ctd) }),
      ...(flag(stop) === undefined ? {} : { stopSell: flag(stop) }),
    };
    void run(() => setRestrictions.mutateAsync({ roomTypeId: pick.roomTypeId, body }));
  };

  const planBody = (p: RatePlan, active: boolean): RatePlanBody => ({
    name: p.name,
    nameHi: p.nameHi,
    mealPlan: p.mealPlan,
    mealAdult: p.mealAdult,
    mealChild: p.mealChild,
    discountPercent: p.discountPercent,
    refundable: p.refundable,
    governmentId: p.governmentId,
    active,
  });

  const onPlan = (e: FormEvent) => {
    e.preventDefault();
    if (!chosenType) return done(false, 'Choose a room type in the grid first.');
    const body: RatePlanBody = {
      name: plan.name,
      nameHi: null,
      mealPlan: plan.mealPlan,
      mealAdult: Number(plan.mealAdult || 0),
      mealChild: Number(plan.mealChild || 0),
      discountPercent: Number(plan.discount || 0),
      refundable: plan.refundable,
      governmentId: plan.governmentId,
      active: true,
    };
    void run(() => savePlan.mutateAsync({ roomTypeId: chosenType.id, body }));
  };

  return (
    <AdminPage
      title="Rate grid"
      intro={
        hotel.data ? (
          <>
            <a href={adminHref(`/hotels/${hotelId}`)}>{hotel.data.unitName}</a>. Every room type and
            rate plan for two weeks. Choose a first and a last night of a room type (arrow keys move
            between cells), then change them on the right. Prices are in rupees.
          </>
        ) : undefined
      }
    >
      <div className={styles.ratesLayout}>
        <section aria-labelledby="grid-title" className={styles.calendar}>
          <div className={styles.monthBar}>
            <Button
              variant="secondary"
              size="sm"
              onClick={() => setFrom(addDays(from, -DAYS))}
              disabled={from <= today}
            >
              Previous<span className="sr-only"> two weeks</span>
            </Button>
            <h2 id="grid-title" className={styles.monthTitle} aria-live="polite">
              {formatDate(from)} to {formatDate(addDays(from, DAYS - 1))}
            </h2>
            <Button variant="secondary" size="sm" onClick={() => setFrom(addDays(from, DAYS))}>
              Next<span className="sr-only"> two weeks</span>
            </Button>
          </div>
          <TextField
            label="Start on"
            type="date"
            min={today}
            value={from}
            onChange={(e) => e.target.value >= today && setFrom(e.target.value)}
            className={grid.startOn}
          />
          {q.isPending ? <Spinner block /> : null}
          {q.error ? <p role="alert">{q.error.message}</p> : null}
          {data ? (
            <div className={grid.scroll}>
              <table className={grid.table}>
                <caption className="sr-only">
                  Room types and rate plans by night: price, free rooms, minimum stay and closures.
                </caption>
                <thead>
                  <tr>
                    <th scope="col" className={grid.corner}>
                      Room type and plan
                    </th>
                    {data.dates.map((d) => (
                      <th
                        key={d}
                        scope="col"
                        className={grid.dateHead}
                        data-weekend={weekday(d) === 0 || weekday(d) === 6 || undefined}
                      >
                        <abbr title={formatDate(d)}>{shortDay(d)}</abbr>
                      </th>
                    ))}
                  </tr>
                </thead>
                {types.map((t, row) => (
                  <tbody key={t.id} className={grid.group}>
                    <tr>
                      <th scope="row" className={grid.typeHead}>
                        {t.name}
                        <span className={grid.sub}>Room only, free rooms</span>
                      </th>
                      {t.nights.map((n, col) => (
                        <td key={n.date}>
                          <button
                            type="button"
                            ref={(el) => {
                              if (el) cells.current.set(`${row}:${col}`, el);
                              else cells.current.delete(`${row}:${col}`);
                            }}
                            className={grid.cell}
                            tabIndex={focus[0] === row && focus[1] === col ? 0 : -1}
                            aria-pressed={inPick(t.id, n.date)}
                            data-stop={n.stopSell || undefined}
                            onFocus={() => setFocus([row, col])}
                            onKeyDown={(e) => move(e, row, col)}
                            onClick={() => choose(t.id, n.date)}
                          >
                            <span>{money(n.price)}</span>
                            <span className={grid.free}>{n.free} free</span>
                            <span className="sr-only">
                              , {t.name}, {formatDate(n.date)}
                            </span>
                          </button>
                        </td>
                      ))}
                    </tr>
                    {t.plans.map((p) => (
                      <tr key={p.id} data-inactive={!p.active || undefined}>
                        <th scope="row" className={grid.planHead}>
                          {p.name}
                          <span className={grid.sub}>
                            {p.active ? '' : 'Withdrawn. '}for {t.adults} adult
                            {t.adults === 1 ? '' : 's'}
                          </span>
                        </th>
                        {p.prices.map((v, i) => (
                          <td key={data.dates[i]} className={grid.value}>
                            {money(v)}
                          </td>
                        ))}
                      </tr>
                    ))}
                    <tr>
                      <th scope="row" className={grid.planHead}>
                        Minimum stay
                      </th>
                      {t.nights.map((n) => (
                        <td key={n.date} className={grid.value} data-set={n.minStay || undefined}>
                          {n.minStay ? `${n.minStay} nights` : '–'}
                        </td>
                      ))}
                    </tr>
                    <tr>
                      <th scope="row" className={grid.planHead}>
                        Closed
                        <span className={grid.sub}>to arrival, departure, sale</span>
                      </th>
                      {t.nights.map((n) => (
                        <td
                          key={n.date}
                          className={grid.value}
                          data-set={closedText(n) || undefined}
                        >
                          {closedText(n) || '–'}
                        </td>
                      ))}
                    </tr>
                  </tbody>
                ))}
              </table>
            </div>
          ) : null}
          <p className={styles.note}>
            CTA: closed to arrival. CTD: closed to departure. Stop: not sold that night. A minimum
            stay counts for every stay that includes the night.
          </p>
        </section>

        <section aria-labelledby="change-title" className={styles.panel}>
          <h2 id="change-title" className={styles.panelTitle}>
            {chosenType ? `Change ${chosenType.name}` : 'Change the chosen nights'}
          </h2>
          <p className={styles.note} aria-live="polite">
            {pick
              ? `Nights ${formatDate(pick.from)}${pick.last ? ` to ${formatDate(pick.last)}` : ''} chosen.`
              : 'No nights chosen yet.'}
          </p>
          {status ? (
            <p
              role={status.ok ? 'status' : 'alert'}
              className={status.ok ? styles.ok : styles.error}
            >
              {status.text}
            </p>
          ) : null}
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
          <form onSubmit={onPrice} className={styles.form} noValidate>
            <h3 className={styles.formTitle}>Price</h3>
            <TextField
              label="Price per night, room only (₹)"
              inputMode="decimal"
              value={price}
              onChange={(e) => setPrice(e.target.value)}
            />
            <Button type="submit" loading={setRates.isPending}>
              Set price
            </Button>
          </form>
          <form onSubmit={onRestrictions} className={styles.form} noValidate>
            <h3 className={styles.formTitle}>Restrictions</h3>
            <TextField
              label="Minimum stay (nights)"
              inputMode="numeric"
              hint="Empty leaves it as it is; 0 removes it"
              value={minStay}
              onChange={(e) => setMinStay(e.target.value)}
            />
            {(
              [
                ['Closed to arrival', cta, setCta],
                ['Closed to departure', ctd, setCtd],
                ['Stop-sell', stop, setStop],
              ] as const
            ).map(([label, value, set]) => (
              <SelectField
                key={label}
                label={label}
                value={value}
                onChange={(e) => set(e.target.value as Flag)}
              >
                <option value="">Leave as it is</option>
                <option value="on">Yes</option>
                <option value="off">No</option>
              </SelectField>
            ))}
            <Button type="submit" loading={setRestrictions.isPending}>
              Set restrictions
            </Button>
          </form>
          <form onSubmit={onPlan} className={styles.form} noValidate>
            <h3 className={styles.formTitle}>Add a rate plan</h3>
            <TextField
              label="Plan name"
              value={plan.name}
              onChange={(e) => setPlan({ ...plan, name: e.target.value })}
            />
            <SelectField
              label="Meal plan"
              value={plan.mealPlan}
              onChange={(e) => setPlan({ ...plan, mealPlan: e.target.value as MealPlan })}
            >
              {MEAL_PLANS.map((m) => (
                <option key={m} value={m}>
                  {MEAL_PLAN_NAMES[m]}
                </option>
              ))}
            </SelectField>
            <div className={styles.row2}>
              <TextField
                label="Meals per adult a night (₹)"
                inputMode="decimal"
                value={plan.mealAdult}
                onChange={(e) => setPlan({ ...plan, mealAdult: e.target.value })}
              />
              <TextField
                label="Meals per child a night (₹)"
                inputMode="decimal"
                value={plan.mealChild}
                onChange={(e) => setPlan({ ...plan, mealChild: e.target.value })}
              />
            </div>
            <TextField
              label="Discount on the room (%)"
              inputMode="numeric"
              value={plan.discount}
              onChange={(e) => setPlan({ ...plan, discount: e.target.value })}
            />
            <CheckboxField
              label="Refundable under the hotel's cancellation policy"
              hint="Unticked: a non-refundable rate, cancelling refunds nothing"
              checked={plan.refundable}
              onChange={(e) => setPlan({ ...plan, refundable: e.target.checked })}
            />
            <CheckboxField
              label="Government-employee rate"
              hint="Shown to every guest; the desk sees a government ID card at check-in"
              checked={plan.governmentId}
              onChange={(e) => setPlan({ ...plan, governmentId: e.target.checked })}
            />
            <p className={styles.note}>
              Meals sold with the room are taxed with it, at the room-night&apos;s GST rate.
            </p>
            <Button type="submit" loading={savePlan.isPending}>
              Add plan
            </Button>
          </form>
          {chosenType && chosenType.plans.length ? (
            <ul className={grid.planList} aria-label={`Rate plans of ${chosenType.name}`}>
              {chosenType.plans.map((p) => (
                <li key={p.id}>
                  <span>
                    {p.name}: {MEAL_PLAN_NAMES[p.mealPlan]}
                    {p.refundable ? '' : ', non-refundable'}
                    {p.governmentId ? ', government ID at check-in' : ''}
                    {p.active ? '' : ' (withdrawn)'}
                  </span>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() =>
                      void run(() =>
                        savePlan.mutateAsync({
                          roomTypeId: chosenType.id,
                          planId: p.id ?? undefined,
                          body: planBody(p, !p.active),
                        }),
                      )
                    }
                  >
                    {p.active ? 'Withdraw' : 'Offer again'}
                    <span className="sr-only"> {p.name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
      </div>
    </AdminPage>
  );
}
