import { useState, type FormEvent } from 'react';
import { availabilityRequest } from '../../../shared/contracts/hotels';
import { daysBetween, nextWeekend, todayIst, addDays } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { TextField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { hotelsText as t } from '../../i18n/en/hotels';
import { href } from '../../lib/paths';
import { useAvailability } from './api/checkAvailability';
import styles from './hotels.module.css';

type Stay = { checkIn: string; checkOut: string };

/** Live availability and prices of each room type for a date range, from the server. */
export function AvailabilityCheck({ hotelId }: { hotelId: string }) {
  const [form, setForm] = useState<Stay>(() => nextWeekend());
  const [stay, setStay] = useState<Stay | null>(null);
  const [errors, setErrors] = useState<Partial<Record<keyof Stay, string>>>({});
  const result = useAvailability(hotelId, stay);
  const today = todayIst();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = availabilityRequest.safeParse({
      check_in_date: form.checkIn,
      check_out_date: form.checkOut,
    });
    if (!parsed.success) {
      const next: Partial<Record<keyof Stay, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'check_in_date' ? 'checkIn' : 'checkOut';
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setStay({ ...form });
  };

  const nights = stay ? daysBetween(stay.checkIn, stay.checkOut) : 0;
  return (
    <section className={styles.availability} aria-labelledby="availability-title">
      <h2 id="availability-title">{t.availabilityTitle}</h2>
      <form className={styles.dateForm} onSubmit={submit} noValidate>
        <TextField
          label={t.checkInDate}
          type="date"
          name="checkIn"
          min={today}
          value={form.checkIn}
          error={errors.checkIn}
          required
          onChange={(e) => {
            const checkIn = e.target.value;
            setForm((f) => ({
              checkIn,
              checkOut: f.checkOut <= checkIn && checkIn ? addDays(checkIn, 1) : f.checkOut,
            }));
          }}
        />
        <TextField
          label={t.checkOutDate}
          type="date"
          name="checkOut"
          min={form.checkIn ? addDays(form.checkIn, 1) : today}
          value={form.checkOut}
          error={errors.checkOut}
          required
          onChange={(e) => setForm((f) => ({ ...f, checkOut: e.target.value }))}
        />
        <Button type="submit" iconStart="calendar" loading={result.isFetching}>
          {t.checkButton}
        </Button>
      </form>

      <div aria-live="polite">
        {stay === null ? null : result.isPending ? (
          <Spinner block />
        ) : result.isError ? (
          <p className={styles.error} role="alert">
            {result.error.message || t.availabilityError}
          </p>
        ) : result.data.every((r) => r.AvailableRooms === 0) ? (
          <EmptyState title={t.noRooms} compact />
        ) : (
          <ul className={styles.roomList}>
            {result.data.map((r) => {
              const total = r.nights.reduce((s, n) => s + rupeesToPaise(n.price), 0);
              const soldOut = r.AvailableRooms === 0;
              return (
                <li key={r.RoomTypeID} className={styles.room}>
                  <div className={styles.roomHead}>
                    <h3>{r.RoomTypeName}</h3>
                    <Badge
                      tone={soldOut ? 'danger' : r.AvailableRooms <= 2 ? 'warning' : 'success'}
                    >
                      {t.roomsLeft(r.AvailableRooms)}
                    </Badge>
                  </div>
                  <p className={styles.roomMeta}>
                    <Icon name="users" /> {t.guestsUpTo(r.MaxAdults, r.MaxChildren)}
                    <br />
                    {t.extraPerson(
                      r.AllowedExtraPerson,
                      formatRupees(rupeesToPaise(r.ExtraPersonRate)),
                    )}
                  </p>
                  <p className={styles.roomPrice}>
                    <strong>{formatRupees(rupeesToPaise(r.PricePerDay))}</strong> {t.perNight}
                    <span className={styles.roomTotal}>
                      {t.totalFor(nights, formatRupees(total))}
                    </span>
                  </p>
                  {soldOut ? null : (
                    <Button
                      href={href(
                        'bookHotel',
                        { hotelID: hotelId },
                        {
                          checkIn: stay.checkIn,
                          checkOut: stay.checkOut,
                          roomTypeId: r.RoomTypeID,
                        },
                      )}
                      variant="accent"
                      size="sm"
                      aria-label={`${t.selectRoom}: ${r.RoomTypeName}`}
                    >
                      {t.selectRoom}
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
