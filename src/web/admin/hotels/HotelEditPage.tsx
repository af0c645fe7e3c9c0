import { useEffect, useState, type FormEvent } from 'react';
import { useParams } from 'wouter';
import {
  FACILITY_NAMES,
  type Facility,
  type HotelBody,
  type StaffHotel,
} from '../../../shared/contracts/staff-hotels';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Button } from '../../components/Button';
import { CheckboxField, TextareaField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { ApiError } from '../../lib/api';
import { AdminPage } from '../AdminPage';
import {
  CoordinatesFields,
  coordinatesText,
  readCoordinates,
  type CoordinatesText,
} from './CoordinatesFields';
import { adminHref } from './paths';
import { PhotoManager } from './PhotoManager';
import { PolicySection } from './PolicySection';
import { useSaveHotel, useStaffHotel } from './queries';
import styles from './hotels.module.css';

const bodyOf = (h: StaffHotel): HotelBody => ({
  unitName: h.unitName,
  locationName: h.locationName,
  mobileNo: h.mobileNo,
  email: h.email,
  priceRange: h.priceRange,
  description: h.description,
  address: h.address,
  location: h.location,
  unitNameHi: h.unitNameHi,
  locationNameHi: h.locationNameHi,
  descriptionHi: h.descriptionHi,
  addressHi: h.addressHi,
  locationHi: h.locationHi,
  checkInTime: h.checkInTime,
  checkOutTime: h.checkOutTime,
  noShowCutoffHours: h.noShowCutoffHours,
  facilities: h.facilities.filter((f): f is Facility => (FACILITY_NAMES as string[]).includes(f)),
});

/** The server's message for one field (errors[].path), if it named it. */
export function fieldError(err: unknown, path: string): string | undefined {
  if (!(err instanceof ApiError) || typeof err.body !== 'object' || err.body === null) return;
  const errors = (err.body as { errors?: { path: string; message: string }[] }).errors;
  return errors?.find((e) => e.path === path)?.message;
}

function DetailsForm({ hotel }: { hotel: StaffHotel }) {
  const [v, setV] = useState<HotelBody>(() => bodyOf(hotel));
  const save = useSaveHotel(hotel.id);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const [coords, setCoords] = useState<CoordinatesText>(() =>
    coordinatesText(hotel.latitude, hotel.longitude),
  );
  const [coordErrors, setCoordErrors] = useState<Partial<Record<keyof CoordinatesText, string>>>(
    {},
  );
  useEffect(() => {
    setV(bodyOf(hotel));
    setCoords(coordinatesText(hotel.latitude, hotel.longitude));
  }, [hotel]);
  const set = <K extends keyof HotelBody>(k: K, value: HotelBody[K]) => setV({ ...v, [k]: value });
  const err = (k: string) => fieldError(save.error, k);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    const c = readCoordinates(coords);
    if (!c.ok) {
      setCoordErrors(c.errors);
      setStatus({ ok: false, text: 'Not saved: check the map position.' });
      return;
    }
    setCoordErrors({});
    try {
      await save.mutateAsync({ ...v, latitude: c.latitude, longitude: c.longitude });
      setStatus({ ok: true, text: 'Hotel saved.' });
    } catch (error) {
      setStatus({ ok: false, text: error instanceof Error ? error.message : 'Not saved.' });
    }
  };

  return (
    <section aria-labelledby="details-title" className={styles.card}>
      <h2 id="details-title" className={styles.panelTitle}>
        Details and contact
      </h2>
      <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
        <div className={styles.row2}>
          <TextField
            label="Hotel name"
            required
            value={v.unitName}
            error={err('unitName')}
            onChange={(e) => set('unitName', e.target.value)}
          />
          <TextField
            label="Place"
            required
            value={v.locationName}
            error={err('locationName')}
            onChange={(e) => set('locationName', e.target.value)}
          />
          <TextField
            label="Phone"
            required
            type="tel"
            value={v.mobileNo}
            error={err('mobileNo')}
            onChange={(e) => set('mobileNo', e.target.value)}
          />
          <TextField
            label="Email"
            required
            type="email"
            value={v.email}
            error={err('email')}
            onChange={(e) => set('email', e.target.value)}
          />
          <TextField
            label="Check-in time"
            required
            hint="Like 12:00 PM"
            value={v.checkInTime}
            error={err('checkInTime')}
            onChange={(e) => set('checkInTime', e.target.value)}
          />
          <TextField
            label="Check-out time"
            required
            hint="Like 11:00 AM"
            value={v.checkOutTime}
            error={err('checkOutTime')}
            onChange={(e) => set('checkOutTime', e.target.value)}
          />
          <TextField
            label="No-show cut-off (hours)"
            required
            type="number"
            inputMode="numeric"
            min={0}
            max={24}
            step={1}
            hint="Hours after the check-in time, on the arrival day, before a guest who has not come can be marked a no-show (0 to 24)"
            value={v.noShowCutoffHours ?? ''}
            error={err('noShowCutoffHours')}
            onChange={(e) => set('noShowCutoffHours', e.target.valueAsNumber)}
          />
          <TextField
            label="Price range shown"
            value={v.priceRange ?? ''}
            onChange={(e) => set('priceRange', e.target.value || null)}
          />
        </div>
        <TextareaField
          label="Description"
          required
          rows={5}
          value={v.description}
          error={err('description')}
          onChange={(e) => set('description', e.target.value)}
        />
        <TextareaField
          label="Address"
          required
          rows={2}
          value={v.address}
          error={err('address')}
          onChange={(e) => set('address', e.target.value)}
        />
        <TextField
          label="Map location"
          required
          value={v.location}
          error={err('location')}
          onChange={(e) => set('location', e.target.value)}
        />
        <CoordinatesFields
          value={coords}
          onChange={setCoords}
          errors={{
            latitude: coordErrors.latitude ?? err('latitude'),
            longitude: coordErrors.longitude ?? err('longitude'),
          }}
        />
        <fieldset className={styles.hindi}>
          <legend>In Hindi (optional)</legend>
          <p className={styles.hint}>
            Shown on the Hindi pages. Left empty, those pages show the English text.
          </p>
          <div className={styles.row2}>
            <TextField
              label="Hotel name (Hindi)"
              lang="hi"
              value={v.unitNameHi ?? ''}
              error={err('unitNameHi')}
              onChange={(e) => set('unitNameHi', e.target.value)}
            />
            <TextField
              label="Place (Hindi)"
              lang="hi"
              value={v.locationNameHi ?? ''}
              error={err('locationNameHi')}
              onChange={(e) => set('locationNameHi', e.target.value)}
            />
          </div>
          <TextareaField
            label="Description (Hindi)"
            lang="hi"
            rows={5}
            value={v.descriptionHi ?? ''}
            error={err('descriptionHi')}
            onChange={(e) => set('descriptionHi', e.target.value)}
          />
          <TextareaField
            label="Address (Hindi)"
            lang="hi"
            rows={2}
            value={v.addressHi ?? ''}
            error={err('addressHi')}
            onChange={(e) => set('addressHi', e.target.value)}
          />
          <TextField
            label="Map location (Hindi)"
            lang="hi"
            value={v.locationHi ?? ''}
            error={err('locationHi')}
            onChange={(e) => set('locationHi', e.target.value)}
          />
        </fieldset>
        <fieldset className={styles.facilities}>
          <legend>Facilities</legend>
          {FACILITY_NAMES.map((f) => (
            <CheckboxField
              key={f}
              label={f}
              checked={v.facilities.includes(f)}
              onChange={(e) =>
                set(
                  'facilities',
                  e.target.checked ? [...v.facilities, f] : v.facilities.filter((x) => x !== f),
                )
              }
            />
          ))}
        </fieldset>
        {status ? (
          <p role={status.ok ? 'status' : 'alert'} className={status.ok ? styles.ok : styles.error}>
            {status.text}
          </p>
        ) : null}
        <div>
          <Button type="submit" loading={save.isPending}>
            Save hotel
          </Button>
        </div>
      </form>
    </section>
  );
}

/** /admin/hotels/:hotelId: a hotel's details, photos and room types. */
export function HotelEditPage() {
  const hotelId = Number(useParams<{ hotelId: string }>().hotelId);
  const q = useStaffHotel(hotelId);
  const h = q.data;
  return (
    <AdminPage
      title={h ? h.unitName : 'Hotel'}
      intro={<a href={adminHref('/hotels')}>All hotels</a>}
      actions={
        h ? (
          <Button variant="secondary" href={adminHref(`/hotels/${h.id}/chart`)}>
            Room chart
          </Button>
        ) : undefined
      }
    >
      {q.isPending ? <Spinner block /> : null}
      {q.error ? <p role="alert">{q.error.message}</p> : null}
      {h ? (
        <div className={styles.sections}>
          <section aria-labelledby="rooms-title" className={styles.card}>
            <h2 id="rooms-title" className={styles.panelTitle}>
              Room types, rates and closures
            </h2>
            <ul className={styles.roomList}>
              {h.roomTypes.map((t) => (
                <li key={t.id} className={styles.roomItem}>
                  <span>
                    <strong>{t.name}</strong>: {t.totalRooms} rooms, from{' '}
                    {formatRupees(rupeesToPaise(t.basePrice))} per night
                  </span>
                  <span className={styles.photoActions}>
                    <Button
                      size="sm"
                      href={adminHref(`/hotels/${h.id}/room-types/${t.id}/rates`)}
                      aria-label={`Rates and closures: ${t.name}`}
                    >
                      Rates and closures
                    </Button>
                    <Button
                      size="sm"
                      variant="secondary"
                      href={adminHref(`/hotels/${h.id}/room-types/${t.id}`)}
                      aria-label={`Edit ${t.name}`}
                    >
                      Edit
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
            <div className={styles.photoActions}>
              <Button href={adminHref(`/hotels/${h.id}/rate-grid`)}>
                Rate grid: plans and restrictions
              </Button>
              <Button variant="secondary" href={adminHref(`/hotels/${h.id}/room-types/new`)}>
                Add a room type
              </Button>
            </div>
          </section>
          <DetailsForm hotel={h} />
          <PolicySection hotelId={h.id} />
          <PhotoManager hotelId={h.id} photos={h.photos} title="Hotel photos" />
        </div>
      ) : null}
    </AdminPage>
  );
}
