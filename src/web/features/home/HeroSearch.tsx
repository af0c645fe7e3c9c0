import { useMemo, useState, type FormEvent } from 'react';
import { navigate } from 'wouter/use-browser-location';
import { MAX_ROOMS_PER_BOOKING } from '../../../shared/constants';
import { addDays, todayIst } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { useLocalized } from '../../components/Localized';
import { useLocalePath, useT } from '../../i18n';
import { href } from '../../lib/paths';
import { useHotels } from './api/getHotels';
import styles from './hero.module.css';

/**
 * The hero's search box: where (a destination or a hotel), dates, guests and rooms. It opens the
 * availability page, which searches the server and lists free rooms with prices.
 */
export function HeroSearch() {
  const t = useT().home.search;
  const lp = useLocalePath();
  const today = todayIst();
  const [where, setWhere] = useState('');
  const [checkIn, setCheckIn] = useState(today);
  const [checkOut, setCheckOut] = useState(() => addDays(today, 1));
  const [guests, setGuests] = useState(2);
  const [rooms, setRooms] = useState(1);
  const [error, setError] = useState<{ checkIn?: string; checkOut?: string }>({});
  const hotels = useHotels();
  const l = useLocalized();
  const places = useMemo(() => {
    const names = new Set<string>();
    for (const h of hotels.data ?? []) {
      // a Hindi page suggests the Hindi names (the search matches either language)
      names.add(l(h.LocationName, h.LocationNameHi).value);
      names.add(l(h.UnitName, h.UnitNameHi).value);
    }
    return [...names];
  }, [hotels.data, l]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (checkIn < today) return setError({ checkIn: t.pastDate });
    if (!checkOut || checkOut <= checkIn) return setError({ checkOut: t.badRange });
    setError({});
    navigate(
      lp(href('availability', {}, { where: where.trim(), checkIn, checkOut, guests, rooms })),
    );
  };

  return (
    <form className={styles.search} onSubmit={submit} noValidate aria-label={t.label}>
      <TextField
        label={t.where}
        name="where"
        placeholder={t.wherePlaceholder}
        list="hero-places"
        autoComplete="off"
        maxLength={100}
        value={where}
        className={styles.searchWhere}
        onChange={(e) => setWhere(e.target.value)}
      />
      <datalist id="hero-places">
        {places.map((p) => (
          <option key={p} value={p} />
        ))}
      </datalist>
      <TextField
        label={t.checkIn}
        type="date"
        name="checkIn"
        min={today}
        value={checkIn}
        error={error.checkIn}
        onChange={(e) => {
          const v = e.target.value;
          setCheckIn(v);
          if (v && checkOut <= v) setCheckOut(addDays(v, 1));
        }}
      />
      <TextField
        label={t.checkOut}
        type="date"
        name="checkOut"
        min={checkIn ? addDays(checkIn, 1) : today}
        value={checkOut}
        error={error.checkOut}
        onChange={(e) => setCheckOut(e.target.value)}
      />
      <TextField
        label={t.guests}
        type="number"
        name="guests"
        inputMode="numeric"
        min={1}
        max={16}
        value={guests}
        onChange={(e) =>
          setGuests(Math.min(16, Math.max(1, Math.round(Number(e.target.value)) || 1)))
        }
      />
      <SelectField
        label={t.rooms}
        name="rooms"
        value={rooms}
        onChange={(e) => setRooms(Number(e.target.value))}
      >
        {Array.from({ length: MAX_ROOMS_PER_BOOKING }, (_, i) => (
          <option key={i + 1} value={i + 1}>
            {i + 1}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="accent" iconStart="search" className={styles.searchSubmit}>
        {t.submit}
      </Button>
    </form>
  );
}
