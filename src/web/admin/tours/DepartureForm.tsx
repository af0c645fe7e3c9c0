import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  departureScheduleRequest,
  singleDepartureRequest,
  updateDepartureRequest,
  type StaffDeparture,
} from '../../../shared/contracts/tours';
import { formatDate, todayIst } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { CheckboxField, TextField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { adminApi } from '../api';
import { errorText } from '../bookings/deskShared';
import ui from '../ui.module.css';
import { createdReply, departureReply, departuresKey } from './queries';
import styles from './tours.module.css';

export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

type Pickup = { key: number; name: string; time: string };

type FormState = {
  mode: 'one' | 'schedule';
  date: string;
  from: string;
  to: string;
  weekdays: number[];
  time: string;
  seats: string;
  adultPrice: string;
  childPrice: string;
  singleSupplement: string;
  guidePhone: string;
  pickups: Pickup[];
};

let pickupKeys = 0;
const pickup = (name = '', time = ''): Pickup => ({ key: ++pickupKeys, name, time });
const rupeesText = (paise: number | null) => (paise === null ? '' : String(paise / 100));

function initialState(d: StaffDeparture | null): FormState {
  const today = todayIst();
  if (d) {
    return {
      mode: 'one',
      date: d.date,
      from: today,
      to: today,
      weekdays: [],
      time: d.time,
      seats: String(d.seats),
      adultPrice: rupeesText(d.adultPricePaise),
      childPrice: rupeesText(d.childPricePaise),
      singleSupplement: rupeesText(d.singleSupplementPaise),
      guidePhone: d.guidePhone ?? '',
      pickups: d.pickupPoints.map((p) => pickup(p.name, p.time)),
    };
  }
  return {
    mode: 'one',
    date: '',
    from: '',
    to: '',
    weekdays: [6],
    time: '06:00',
    seats: '20',
    adultPrice: '',
    childPrice: '',
    singleSupplement: '',
    guidePhone: '',
    pickups: [pickup()],
  };
}

/** A number typed in a field; empty is "not given" (the contract then says what is missing). */
const num = (s: string): number | undefined => (s.trim() === '' ? undefined : Number(s));

/** The request body of the form as it stands (before the contract checks it). */
function bodyOf(f: FormState, editing: StaffDeparture | null) {
  const fields = {
    time: f.time,
    seats: num(f.seats),
    adultPrice: num(f.adultPrice),
    childPrice: num(f.childPrice),
    singleSupplement: num(f.singleSupplement) ?? null,
    guidePhone: f.guidePhone.trim() || null,
    pickupPoints: f.pickups.map((p) => ({ name: p.name, time: p.time })),
  };
  if (editing) return { id: editing.id, ...fields };
  return f.mode === 'one'
    ? { date: f.date, ...fields }
    : { schedule: { from: f.from, to: f.to, weekdays: f.weekdays }, ...fields };
}

/** Each field's first message, by its path ('seats', 'schedule.to', 'pickupPoints.0.name'). */
function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Adding departures (one date, or a weekly schedule such as every Saturday from December to
 * March) or changing one: a dialog with the contract's own checks before the call.
 */
export function DepartureForm({
  tourId,
  editing,
  onClose,
  onDone,
}: {
  tourId: string;
  /** the departure changed; null adds new ones */
  editing: StaffDeparture | null;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const qc = useQueryClient();
  const [f, setF] = useState(() => initialState(editing));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof FormState>(k: K, v: FormState[K]) =>
    setF((prev) => ({ ...prev, [k]: v }));
  const setPickup = (key: number, change: Partial<Pickup>) =>
    set(
      'pickups',
      f.pickups.map((p) => (p.key === key ? { ...p, ...change } : p)),
    );

  const save = useMutation({
    mutationFn: async (body: object) => {
      const url = `/api/staff/tours/${tourId}/departures`;
      if (editing) {
        const edited = (await adminApi(url, departureReply, { method: 'PUT', body })).data;
        return { edited, made: null };
      }
      return {
        edited: null,
        made: (await adminApi(url, createdReply, { method: 'POST', body })).data,
      };
    },
    onSuccess: async (r) => {
      await qc.invalidateQueries({ queryKey: departuresKey(tourId) });
      if (r.edited) {
        onDone(`The departure of ${formatDate(r.edited.date)} at ${r.edited.time} is saved.`);
        return;
      }
      if (!r.made) return;
      const { created, skipped } = r.made;
      const made =
        created.length === 1
          ? `1 departure added (${formatDate(created[0]!.date)}).`
          : `${created.length} departures added.`;
      const left = skipped.length
        ? ` Skipped, the tour already leaves then: ${skipped.map((d) => formatDate(d)).join(', ')}.`
        : '';
      onDone(made + left);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body = bodyOf(f, editing);
    const schema = editing
      ? updateDepartureRequest
      : f.mode === 'one'
        ? singleDepartureRequest
        : departureScheduleRequest;
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const title = editing ? `Edit the departure of ${formatDate(editing.date)}` : 'Add departures';
  return (
    <Modal
      open
      onClose={onClose}
      title={title}
      closeLabel="Close"
      size="lg"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close without saving
          </Button>
          <Button form="departure-form" type="submit" loading={save.isPending}>
            {editing ? 'Save departure' : 'Add'}
          </Button>
        </>
      }
    >
      <form id="departure-form" className={ui.section} onSubmit={submit} noValidate>
        {save.isError ? (
          <p className={ui.error} role="alert">
            {errorText(save.error)}
          </p>
        ) : null}
        {Object.keys(errors).length > 0 ? (
          <p className={ui.error} role="alert">
            Check the fields marked below.
          </p>
        ) : null}
        {editing ? null : (
          <fieldset className={styles.choice}>
            <legend>Departs</legend>
            <label className={styles.radio}>
              <input
                type="radio"
                name="mode"
                checked={f.mode === 'one'}
                onChange={() => set('mode', 'one')}
              />
              On one date
            </label>
            <label className={styles.radio}>
              <input
                type="radio"
                name="mode"
                checked={f.mode === 'schedule'}
                onChange={() => set('mode', 'schedule')}
              />
              Every week (a schedule)
            </label>
          </fieldset>
        )}
        <div className={styles.grid}>
          {editing ? null : f.mode === 'one' ? (
            <TextField
              label="Date"
              type="date"
              required
              value={f.date}
              onChange={(e) => set('date', e.target.value)}
              error={errors.date}
            />
          ) : (
            <>
              <TextField
                label="From"
                type="date"
                required
                value={f.from}
                onChange={(e) => set('from', e.target.value)}
                error={errors['schedule.from']}
              />
              <TextField
                label="To"
                type="date"
                required
                value={f.to}
                onChange={(e) => set('to', e.target.value)}
                error={errors['schedule.to']}
              />
            </>
          )}
          <TextField
            label="Departure time"
            type="time"
            required
            value={f.time}
            onChange={(e) => set('time', e.target.value)}
            error={errors.time}
          />
          <TextField
            label="Seats"
            type="number"
            inputMode="numeric"
            min={1}
            max={500}
            required
            value={f.seats}
            onChange={(e) => set('seats', e.target.value)}
            error={errors.seats}
          />
          <TextField
            label="Adult price (₹, before GST)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            required
            value={f.adultPrice}
            onChange={(e) => set('adultPrice', e.target.value)}
            error={errors.adultPrice}
          />
          <TextField
            label="Child price (₹, before GST)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            required
            value={f.childPrice}
            onChange={(e) => set('childPrice', e.target.value)}
            error={errors.childPrice}
          />
          <TextField
            label="Single supplement (₹, optional)"
            type="number"
            inputMode="decimal"
            min={0}
            step="0.01"
            value={f.singleSupplement}
            onChange={(e) => set('singleSupplement', e.target.value)}
            error={errors.singleSupplement}
          />
          <TextField
            label="Guide’s mobile (optional)"
            type="tel"
            inputMode="numeric"
            autoComplete="off"
            value={f.guidePhone}
            onChange={(e) => set('guidePhone', e.target.value)}
            error={errors.guidePhone}
          />
        </div>
        {editing || f.mode === 'one' ? null : (
          <fieldset className={styles.choice} aria-describedby="weekdays-error">
            <legend>Days of the week</legend>
            {WEEKDAYS.map((day, i) => (
              <CheckboxField
                key={day}
                label={day}
                checked={f.weekdays.includes(i)}
                onChange={(e) =>
                  set(
                    'weekdays',
                    e.target.checked
                      ? [...f.weekdays, i].sort((a, b) => a - b)
                      : f.weekdays.filter((w) => w !== i),
                  )
                }
              />
            ))}
            {errors['schedule.weekdays'] ? (
              <p id="weekdays-error" className={styles.fieldError} role="alert">
                {errors['schedule.weekdays']}
              </p>
            ) : null}
          </fieldset>
        )}
        <fieldset className={styles.pickups}>
          <legend>Pickup points</legend>
          {errors.pickupPoints ? (
            <p className={styles.fieldError} role="alert">
              {errors.pickupPoints}
            </p>
          ) : null}
          {f.pickups.map((p, i) => (
            <div
              key={p.key}
              className={styles.pickupRow}
              role="group"
              aria-label={`Pickup point ${i + 1}`}
            >
              <TextField
                label={`Pickup point ${i + 1}: place`}
                required
                value={p.name}
                onChange={(e) => setPickup(p.key, { name: e.target.value })}
                error={errors[`pickupPoints.${i}.name`]}
              />
              <TextField
                label={`Pickup point ${i + 1}: time`}
                type="time"
                required
                value={p.time}
                onChange={(e) => setPickup(p.key, { time: e.target.value })}
                error={errors[`pickupPoints.${i}.time`]}
              />
              <Button
                variant="secondary"
                size="sm"
                disabled={f.pickups.length === 1}
                onClick={() =>
                  set(
                    'pickups',
                    f.pickups.filter((x) => x.key !== p.key),
                  )
                }
              >
                Remove pickup point {i + 1}
              </Button>
            </div>
          ))}
          <p>
            <Button
              variant="secondary"
              size="sm"
              iconStart="plus"
              disabled={f.pickups.length >= 10}
              onClick={() => set('pickups', [...f.pickups, pickup()])}
            >
              Add a pickup point
            </Button>
          </p>
        </fieldset>
      </form>
    </Modal>
  );
}
