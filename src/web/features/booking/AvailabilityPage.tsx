import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { AMENITIES, MAX_ROOMS_PER_BOOKING } from '../../../shared/constants';
import {
  availabilitySearchRequest,
  ROOM_TYPE_FILTERS,
  type AvailabilitySearchRequest,
} from '../../../shared/contracts/availability';
import { addDays, isIsoDate, nextWeekend, todayIst } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { CheckboxField, SelectField, TextField } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import { useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { useSearchFilters } from './api/getSearchFilters';
import { useAvailabilitySearch } from './api/searchAvailability';
import { AvailabilityResults } from './AvailabilityResults';
import styles from './booking.module.css';

type RoomTypeFilter = (typeof ROOM_TYPE_FILTERS)[number];
type Form = {
  where: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  roomType: RoomTypeFilter;
  minPrice: number | null;
  maxPrice: number | null;
  amenities: string[];
};
type Errors = Partial<Record<keyof Form, string>>;

const PRICE_STEP = 100;
const rupees = (r: number) => formatRupees(rupeesToPaise(r));
const clampInt = (v: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Math.round(v) || min));

/** The form as the URL says (a link from a hotel page or a shared search), else next weekend. */
function initialForm(search: string): { form: Form; auto: boolean } {
  const q = new URLSearchParams(search);
  const weekend = nextWeekend();
  const checkIn = q.get('checkIn') ?? '';
  const checkOut = q.get('checkOut') ?? '';
  const valid =
    isIsoDate(checkIn) && isIsoDate(checkOut) && checkIn >= todayIst() && checkOut > checkIn;
  const roomType = (ROOM_TYPE_FILTERS as readonly string[]).includes(q.get('roomType') ?? '')
    ? (q.get('roomType') as RoomTypeFilter)
    : 'All';
  const where = (q.get('where') ?? '').slice(0, 100);
  return {
    form: {
      where,
      checkIn: valid ? checkIn : weekend.checkIn,
      checkOut: valid ? checkOut : weekend.checkOut,
      guests: clampInt(Number(q.get('guests') ?? 2), 1, 16),
      rooms: clampInt(Number(q.get('rooms') ?? 1), 1, MAX_ROOMS_PER_BOOKING),
      roomType,
      minPrice: null,
      maxPrice: null,
      amenities: q.getAll('amenity').filter((a) => (AMENITIES as readonly string[]).includes(a)),
    },
    auto: valid || where.trim() !== '',
  };
}

function toRequest(f: Form): AvailabilitySearchRequest {
  return {
    ...(f.where.trim() ? { where: f.where.trim() } : {}),
    checkIn: f.checkIn,
    checkOut: f.checkOut,
    guests: f.guests,
    rooms: f.rooms,
    roomType: f.roomType,
    ...(f.minPrice !== null ? { minPrice: f.minPrice } : {}),
    ...(f.maxPrice !== null ? { maxPrice: f.maxPrice } : {}),
    amenities: f.amenities as AvailabilitySearchRequest['amenities'],
  };
}

/** /availibilty: free rooms of every hotel for the dates, from the server, with filters. */
export function AvailabilityPage() {
  const { booking: t } = useT();
  usePageMeta(t.searchTitle, t.searchMeta);
  const search = useSearch();
  const [{ form: initial, auto }] = useState(() => initialForm(search));
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [query, setQuery] = useState<AvailabilitySearchRequest | null>(
    auto ? toRequest(initial) : null,
  );
  const filters = useSearchFilters();
  const results = useAvailabilitySearch(query);
  const today = todayIst();
  const lo = filters.data?.minPrice ?? 0;
  const hi = filters.data?.maxPrice ?? 10_000;
  const minShown = form.minPrice ?? lo;
  const maxShown = form.maxPrice ?? hi;

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const req = toRequest(form);
    const parsed = availabilitySearchRequest.safeParse(req);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '') as keyof Form;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setQuery(req);
    const q = new URLSearchParams({
      ...(req.where ? { where: req.where } : {}),
      checkIn: req.checkIn,
      checkOut: req.checkOut,
      guests: String(form.guests),
      rooms: String(form.rooms),
      roomType: form.roomType,
    });
    for (const a of form.amenities) q.append('amenity', a);
    window.history.replaceState(window.history.state, '', `?${q}`);
  };

  return (
    <main id="main">
      <PageHeader
        title={t.searchTitle}
        subtitle={t.searchSubtitle}
        image="/media/hotels/6/1.svg"
        breadcrumb={{
          label: t.breadcrumb,
          items: [{ label: t.home, href: '/' }, { label: t.searchTitle }],
        }}
      />
      <Container size="wide" spacing="lg" className={styles.searchLayout}>
        <form className={styles.searchForm} onSubmit={submit} noValidate aria-label={t.searchForm}>
          <TextField
            label={t.where}
            name="where"
            placeholder={t.wherePlaceholder}
            maxLength={100}
            value={form.where}
            error={errors.where}
            onChange={(e) => set('where', e.target.value)}
          />
          <div className={styles.searchDates}>
            <TextField
              label={t.checkIn}
              type="date"
              name="checkIn"
              min={today}
              value={form.checkIn}
              error={errors.checkIn}
              required
              onChange={(e) => {
                const checkIn = e.target.value;
                setForm((f) => ({
                  ...f,
                  checkIn,
                  checkOut: checkIn && f.checkOut <= checkIn ? addDays(checkIn, 1) : f.checkOut,
                }));
              }}
            />
            <TextField
              label={t.checkOut}
              type="date"
              name="checkOut"
              min={form.checkIn ? addDays(form.checkIn, 1) : today}
              value={form.checkOut}
              error={errors.checkOut}
              required
              onChange={(e) => set('checkOut', e.target.value)}
            />
          </div>
          <div className={styles.searchCounts}>
            <TextField
              label={t.guests}
              type="number"
              name="guests"
              inputMode="numeric"
              min={1}
              max={16}
              value={form.guests}
              error={errors.guests}
              onChange={(e) => set('guests', clampInt(Number(e.target.value), 1, 16))}
            />
            <SelectField
              label={t.rooms}
              name="rooms"
              value={form.rooms}
              error={errors.rooms}
              onChange={(e) =>
                set('rooms', clampInt(Number(e.target.value), 1, MAX_ROOMS_PER_BOOKING))
              }
            >
              {Array.from({ length: MAX_ROOMS_PER_BOOKING }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {i + 1}
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t.roomType}
              name="roomType"
              value={form.roomType}
              onChange={(e) => set('roomType', e.target.value as RoomTypeFilter)}
            >
              {ROOM_TYPE_FILTERS.map((r) => (
                <option key={r} value={r}>
                  {r === 'All' ? t.roomTypeAll : t.categoryName(r)}
                </option>
              ))}
            </SelectField>
          </div>
          <fieldset className={styles.fieldset}>
            <legend>{t.priceRange}</legend>
            <p className={styles.priceOutput} aria-live="polite">
              {t.priceBetween(rupees(minShown), rupees(maxShown))}
            </p>
            <label className={styles.range}>
              <span>{t.minPrice}</span>
              <input
                type="range"
                name="minPrice"
                min={lo}
                max={hi}
                step={PRICE_STEP}
                value={minShown}
                aria-valuetext={rupees(minShown)}
                disabled={filters.isPending}
                onChange={(e) => {
                  const v = Number(e.target.value);
                  setForm((f) => ({
                    ...f,
                    minPrice: v <= lo ? null : v,
                    maxPrice: f.maxPrice !== null && f.maxPrice < v ? v : f.maxPrice,
                  }));
                }}
              />
            </label>
            <label className={styles.range}>
              <span>{t.maxPrice}</span>
              <input
                type="range"
                name="maxPrice"
                min={lo}
                max={hi}
                step={PRICE_STEP}
                value={maxShown}
                aria-valuetext={rupees(maxShown)}
                disabled={filters.isPending}
                onChange={(e) => {
                  const v = Number(e.target.value);
                  setForm((f) => ({
                    ...f,
                    maxPrice: v >= hi ? null : v,
                    minPrice: f.minPrice !== null && f.minPrice > v ? v : f.minPrice,
                  }));
                }}
              />
            </label>
            {errors.maxPrice ? (
              <p className={styles.fieldError} role="alert">
                {errors.maxPrice}
              </p>
            ) : null}
          </fieldset>
          <fieldset className={styles.fieldset}>
            <legend>{t.amenities}</legend>
            <div className={styles.amenities}>
              {AMENITIES.map((a) => (
                <CheckboxField
                  key={a}
                  label={t.amenityName(a)}
                  name="amenity"
                  value={a}
                  checked={form.amenities.includes(a)}
                  onChange={(e) =>
                    set(
                      'amenities',
                      e.target.checked
                        ? [...form.amenities, a]
                        : form.amenities.filter((x) => x !== a),
                    )
                  }
                />
              ))}
            </div>
          </fieldset>
          <Button type="submit" iconStart="search" fullWidth loading={results.isFetching}>
            {t.search}
          </Button>
        </form>

        <AvailabilityResults query={query} results={results} />
      </Container>
    </main>
  );
}
