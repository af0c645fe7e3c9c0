import { useState, type FormEvent } from 'react';
import { useSearch } from 'wouter';
import { AMENITIES, MAX_ROOMS_PER_BOOKING } from '../../../shared/constants';
import {
  availabilitySearchRequest,
  ROOM_TYPE_FILTERS,
  type AvailabilitySearchRequest,
} from '../../../shared/contracts/availability';
import { addDays, formatDate, isIsoDate, nextWeekend, todayIst } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { CheckboxField, SelectField, TextField } from '../../components/Field';
import { Modal } from '../../components/Modal';
import { PageHeader } from '../../components/PageHeader';
import { useLang, useT } from '../../i18n';
import { usePageMeta } from '../../lib/meta';
import { useSearchFilters } from './api/getSearchFilters';
import { useAvailabilitySearch } from './api/searchAvailability';
import { AvailabilityResults, type ResultsSort } from './AvailabilityResults';
import styles from './booking.module.css';

type RoomTypeFilter = (typeof ROOM_TYPE_FILTERS)[number];
type Form = {
  where: string;
  checkIn: string;
  checkOut: string;
  guests: number;
  children: number;
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
      children: clampInt(Number(q.get('children') ?? 0), 0, 8),
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
    children: f.children,
    rooms: f.rooms,
    roomType: f.roomType,
    ...(f.minPrice !== null ? { minPrice: f.minPrice } : {}),
    ...(f.maxPrice !== null ? { maxPrice: f.maxPrice } : {}),
    amenities: f.amenities as AvailabilitySearchRequest['amenities'],
  };
}

type FiltersProps = {
  form: Form;
  setForm: (update: (f: Form) => Form) => void;
  errors: Errors;
  lo: number;
  hi: number;
  pending: boolean;
  sort: ResultsSort;
  onSort: (sort: ResultsSort) => void;
};

/** Room type, price, amenities and the order of the results: the column at 64rem+, else the sheet. */
function SearchFilterFields({
  form,
  setForm,
  errors,
  lo,
  hi,
  pending,
  sort,
  onSort,
}: FiltersProps) {
  const { booking: t } = useT();
  const minShown = form.minPrice ?? lo;
  const maxShown = form.maxPrice ?? hi;
  return (
    <>
      <SelectField
        label={t.sortBy}
        name="sort"
        value={sort}
        onChange={(e) => onSort(e.target.value === 'price' ? 'price' : 'recommended')}
      >
        <option value="recommended">{t.sortRecommended}</option>
        <option value="price">{t.sortPrice}</option>
      </SelectField>
      <SelectField
        label={t.roomType}
        name="roomType"
        value={form.roomType}
        onChange={(e) => {
          const roomType = e.target.value as RoomTypeFilter;
          setForm((f) => ({ ...f, roomType }));
        }}
      >
        {ROOM_TYPE_FILTERS.map((r) => (
          <option key={r} value={r}>
            {r === 'All' ? t.roomTypeAll : t.categoryName(r)}
          </option>
        ))}
      </SelectField>
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
            disabled={pending}
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
            disabled={pending}
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
              onChange={(e) => {
                const on = e.target.checked;
                setForm((f) => ({
                  ...f,
                  amenities: on ? [...f.amenities, a] : f.amenities.filter((x) => x !== a),
                }));
              }}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}

/**
 * /availibilty: free rooms of every hotel for the dates, from the server, with filters. On a
 * narrow screen the results come first: a one-line summary of the search with "Edit" (which
 * opens the form) and "Filters and sort" (a bottom sheet); from 64rem the form and the filters
 * are a column beside the results (a container query, so it follows the text size; ADR 230, 259).
 */
export function AvailabilityPage() {
  const { booking: t } = useT();
  const lang = useLang();
  usePageMeta(t.searchTitle, t.searchMeta);
  const search = useSearch();
  const [{ form: initial, auto }] = useState(() => initialForm(search));
  const [form, setForm] = useState<Form>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [query, setQuery] = useState<AvailabilitySearchRequest | null>(
    auto ? toRequest(initial) : null,
  );
  const [sort, setSort] = useState<ResultsSort>(() =>
    new URLSearchParams(search).get('sort') === 'price' ? 'price' : 'recommended',
  );
  // phones: the search form opens on "Edit" (and before any search), the filters in a sheet
  const [editing, setEditing] = useState(!auto);
  const [sheetOpen, setSheetOpen] = useState(false);
  const filters = useSearchFilters();
  const results = useAvailabilitySearch(query);
  const today = todayIst();
  const lo = filters.data?.minPrice ?? 0;
  const hi = filters.data?.maxPrice ?? 10_000;

  const set = <K extends keyof Form>(key: K, value: Form[K]) =>
    setForm((f) => ({ ...f, [key]: value }));

  /** Runs the search of the form; false when the form has errors (shown beside its fields). */
  const run = (): boolean => {
    const req = toRequest(form);
    const parsed = availabilitySearchRequest.safeParse(req);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? '') as keyof Form;
        next[key] ??= issue.message;
      }
      setErrors(next);
      return false;
    }
    setErrors({});
    setQuery(req);
    const q = new URLSearchParams({
      ...(req.where ? { where: req.where } : {}),
      checkIn: req.checkIn,
      checkOut: req.checkOut,
      guests: String(form.guests),
      ...(form.children ? { children: String(form.children) } : {}),
      rooms: String(form.rooms),
      roomType: form.roomType,
      ...(sort === 'price' ? { sort } : {}),
    });
    for (const a of form.amenities) q.append('amenity', a);
    window.history.replaceState(window.history.state, '', `?${q}`);
    return true;
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (run()) setEditing(false);
  };

  const applySheet = () => {
    if (run()) setSheetOpen(false);
  };

  const shown = query ?? toRequest(form);
  const summary = [
    shown.where || t.anywhere,
    t.stayRange(formatDate(shown.checkIn, lang), formatDate(shown.checkOut, lang)),
    t.party(shown.guests ?? 1, shown.children ?? 0),
    t.summaryRooms(shown.rooms ?? 1),
  ].join(' · ');
  const filterProps: FiltersProps = {
    form,
    setForm,
    errors,
    lo,
    hi,
    pending: filters.isPending,
    sort,
    onSort: setSort,
  };

  return (
    <main id="main">
      <PageHeader
        title={t.searchTitle}
        subtitle={t.searchSubtitle}
        image="/media/hotels/6/1.svg"
        size="sm"
        className={styles.searchHeader}
        breadcrumb={{
          label: t.breadcrumb,
          items: [{ label: t.home, href: '/' }, { label: t.searchTitle }],
        }}
      />
      <Container size="wide" spacing="sm" className={styles.searchLayout}>
        <div className={styles.searchGrid}>
          <div className={styles.searchSummary}>
            <p id="search-summary" className={styles.summaryText}>
              <span className="visually-hidden">{t.summaryLabel}: </span>
              {summary}
            </p>
            <div className={styles.summaryActions}>
              <Button
                size="sm"
                variant="secondary"
                iconStart="search"
                aria-expanded={editing}
                aria-controls="search-rooms-form"
                aria-describedby="search-summary"
                onClick={() => setEditing((v) => !v)}
              >
                {t.editSearch}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setSheetOpen(true)}>
                {t.filtersAndSort}
              </Button>
            </div>
          </div>
          <div className={styles.searchAside} data-editing={editing ? '' : undefined}>
            <form
              id="search-rooms-form"
              className={styles.searchForm}
              onSubmit={submit}
              noValidate
              aria-label={t.searchForm}
            >
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
                  label={t.adults}
                  type="number"
                  name="guests"
                  inputMode="numeric"
                  min={1}
                  max={16}
                  value={form.guests}
                  error={errors.guests}
                  onChange={(e) => set('guests', clampInt(Number(e.target.value), 1, 16))}
                />
                <TextField
                  label={t.children}
                  type="number"
                  name="children"
                  inputMode="numeric"
                  min={0}
                  max={8}
                  value={form.children}
                  error={errors.children}
                  onChange={(e) => set('children', clampInt(Number(e.target.value), 0, 8))}
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
              </div>
              {/* the filters' column on wide screens; on phones they are in the sheet */}
              <div className={styles.wideFilters}>
                <SearchFilterFields {...filterProps} />
              </div>
              <Button type="submit" iconStart="search" fullWidth loading={results.isFetching}>
                {t.search}
              </Button>
            </form>
          </div>

          <AvailabilityResults query={query} results={results} sort={sort} />
        </div>
        <Modal
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          title={t.filtersAndSort}
          closeLabel={t.close}
          footer={
            <Button onClick={applySheet} loading={results.isFetching}>
              {t.showResults}
            </Button>
          }
        >
          <div className={styles.sheetFields}>
            <SearchFilterFields {...filterProps} />
          </div>
        </Modal>
      </Container>
    </main>
  );
}
