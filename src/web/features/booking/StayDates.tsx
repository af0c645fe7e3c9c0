import { useState, type FormEvent } from 'react';
import { availabilityRequest } from '../../../shared/contracts/hotels';
import {
  addDays,
  daysBetween,
  formatDate,
  isIsoDate,
  nextWeekend,
  todayIst,
} from '../../../shared/dates';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { useLang, useT } from '../../i18n';
import styles from './booking.module.css';

export type Stay = { checkIn: string; checkOut: string };

/** The stay in the page's query (checkIn, checkOut), or the next weekend when it is missing or past. */
export function stayFromQuery(search: string): Stay {
  const q = new URLSearchParams(search);
  const checkIn = q.get('checkIn') ?? '';
  const checkOut = q.get('checkOut') ?? '';
  if (isIsoDate(checkIn) && isIsoDate(checkOut) && checkIn >= todayIst() && checkOut > checkIn) {
    return { checkIn, checkOut };
  }
  return nextWeekend();
}

type Props = {
  /** The stay the page prices (the last applied dates). */
  stay: Stay;
  checkInTime: string;
  checkOutTime: string;
  disabled: boolean;
  checking: boolean;
  /** Valid new dates: the page reloads the rooms for them. */
  onApply: (stay: Stay) => void;
};

/** The booking form's first step: check-in and check-out dates, checked against the shared rules. */
export function StayDates({ stay, checkInTime, checkOutTime, disabled, checking, onApply }: Props) {
  const lang = useLang();
  const { booking: t } = useT();
  const [dates, setDates] = useState<Stay>(stay);
  const [dateErrors, setDateErrors] = useState<Partial<Stay>>({});

  const applyDates = (e: FormEvent) => {
    e.preventDefault();
    const parsed = availabilityRequest.safeParse({
      check_in_date: dates.checkIn,
      check_out_date: dates.checkOut,
    });
    if (!parsed.success) {
      const next: Partial<Stay> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'check_in_date' ? 'checkIn' : 'checkOut';
        next[key] ??= issue.message;
      }
      setDateErrors(next);
      return;
    }
    setDateErrors({});
    onApply({ ...dates });
  };

  return (
    <section className={styles.panel} aria-labelledby="stay-title">
      <h2 id="stay-title">{t.stepDates}</h2>
      <form className={styles.dateRow} onSubmit={applyDates} noValidate>
        <TextField
          label={t.checkIn}
          type="date"
          min={todayIst()}
          value={dates.checkIn}
          error={dateErrors.checkIn}
          disabled={disabled}
          onChange={(e) => {
            const checkIn = e.target.value;
            setDates((d) => ({
              checkIn,
              checkOut: checkIn && d.checkOut <= checkIn ? addDays(checkIn, 1) : d.checkOut,
            }));
          }}
        />
        <TextField
          label={t.checkOut}
          type="date"
          min={dates.checkIn ? addDays(dates.checkIn, 1) : todayIst()}
          value={dates.checkOut}
          error={dateErrors.checkOut}
          disabled={disabled}
          onChange={(e) => setDates((d) => ({ ...d, checkOut: e.target.value }))}
        />
        <Button
          type="submit"
          variant="secondary"
          iconStart="calendar"
          disabled={disabled}
          loading={checking}
        >
          {t.checkAgain}
        </Button>
      </form>
      <p className={styles.muted}>
        {t.stayRange(
          `${formatDate(stay.checkIn, lang)} (${checkInTime})`,
          `${formatDate(stay.checkOut, lang)} (${checkOutTime})`,
        )}
        , {t.nights(daysBetween(stay.checkIn, stay.checkOut))}
      </p>
    </section>
  );
}
