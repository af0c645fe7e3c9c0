import { useEffect, useState, type FormEvent } from 'react';
import { useLocation, useParams } from 'wouter';
import type { RoomTypeBody, StaffRoomType } from '../../../shared/contracts/staff-hotels';
import { Button } from '../../components/Button';
import { CheckboxField, SelectField, TextareaField, TextField } from '../../components/Field';
import {
  BED_TYPES,
  ROOM_AMENITIES,
  type BedType,
  type RoomAmenity,
} from '../../../shared/room-content';
import { Spinner } from '../../components/Spinner';
import { AdminPage } from '../AdminPage';
import { adminHref } from './paths';
import { fieldError } from './HotelEditPage';
import { PhotoManager } from './PhotoManager';
import { useSaveRoomType, useStaffHotel } from './queries';
import styles from './hotels.module.css';

type Form = Record<Exclude<keyof RoomTypeBody, 'amenities'>, string> & {
  amenities: RoomAmenity[];
};

const EMPTY: Form = {
  name: '',
  category: 'Double',
  maxAdults: '2',
  maxChildren: '1',
  allowedExtraPerson: '0',
  extraPersonRate: '0',
  basePrice: '',
  totalRooms: '1',
  nameHi: '',
  description: '',
  descriptionHi: '',
  sizeSqm: '',
  bedType: '',
  bedCount: '1',
  amenities: [],
};

const formOf = (t: StaffRoomType): Form => ({
  name: t.name,
  category: t.category,
  maxAdults: String(t.maxAdults),
  maxChildren: String(t.maxChildren),
  allowedExtraPerson: String(t.allowedExtraPerson),
  extraPersonRate: String(t.extraPersonRate),
  basePrice: String(t.basePrice),
  totalRooms: String(t.totalRooms),
  nameHi: t.nameHi ?? '',
  description: t.description ?? '',
  descriptionHi: t.descriptionHi ?? '',
  sizeSqm: t.sizeSqm === null ? '' : String(t.sizeSqm),
  bedType: t.bedType ?? '',
  bedCount: String(t.bedCount),
  amenities: t.amenities,
});

const bodyOf = (f: Form): RoomTypeBody => ({
  name: f.name,
  category: f.category as RoomTypeBody['category'],
  maxAdults: Number(f.maxAdults),
  maxChildren: Number(f.maxChildren),
  allowedExtraPerson: Number(f.allowedExtraPerson),
  extraPersonRate: Number(f.extraPersonRate),
  basePrice: Number(f.basePrice),
  totalRooms: Number(f.totalRooms),
  nameHi: f.nameHi.trim() || null,
  description: f.description.trim() || null,
  descriptionHi: f.descriptionHi.trim() || null,
  sizeSqm: f.sizeSqm.trim() === '' ? null : Number(f.sizeSqm),
  bedType: (BED_TYPES as readonly string[]).includes(f.bedType) ? (f.bedType as BedType) : null,
  bedCount: Number(f.bedCount),
  amenities: f.amenities,
});

/** /admin/hotels/:hotelId/room-types/:roomTypeId (or /new): a room type's details and photos. */
export function RoomTypePage() {
  const params = useParams<{ hotelId: string; roomTypeId: string }>();
  const hotelId = Number(params.hotelId);
  const isNew = params.roomTypeId === 'new';
  const roomTypeId = isNew ? null : Number(params.roomTypeId);
  const [, navigate] = useLocation();
  const hotel = useStaffHotel(hotelId);
  const t = hotel.data?.roomTypes.find((x) => x.id === roomTypeId);
  const [f, setF] = useState<Form>(EMPTY);
  const save = useSaveRoomType(hotelId, roomTypeId);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    if (t) setF(formOf(t));
  }, [t]);
  const set = (k: Exclude<keyof Form, 'amenities'>, value: string) => setF({ ...f, [k]: value });
  const err = (k: keyof Form) => fieldError(save.error, k);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    try {
      const res = await save.mutateAsync(bodyOf(f));
      setStatus({ ok: true, text: res.message ?? 'Saved.' });
      if (isNew)
        // the admin router is nested under /admin: its paths are relative to it
        navigate(`/hotels/${hotelId}/room-types/${res.data.id}`);
    } catch (error) {
      setStatus({ ok: false, text: error instanceof Error ? error.message : 'Not saved.' });
    }
  };

  const num = (
    k: Exclude<keyof Form, 'amenities'>,
    label: string,
    hint?: string,
    optional?: boolean,
  ) => (
    <TextField
      label={label}
      required={!optional}
      inputMode="decimal"
      value={f[k]}
      error={err(k)}
      {...(hint ? { hint } : {})}
      onChange={(e) => set(k, e.target.value)}
    />
  );

  return (
    <AdminPage
      title={isNew ? 'New room type' : (t?.name ?? 'Room type')}
      intro={
        hotel.data ? <a href={adminHref(`/hotels/${hotelId}`)}>{hotel.data.unitName}</a> : undefined
      }
    >
      {hotel.isPending ? <Spinner block /> : null}
      {hotel.error ? <p role="alert">{hotel.error.message}</p> : null}
      {hotel.data && (isNew || t) ? (
        <div className={styles.sections}>
          <section aria-labelledby="rt-title" className={styles.card}>
            <h2 id="rt-title" className={styles.panelTitle}>
              Details
            </h2>
            <form className={styles.form} onSubmit={(e) => void onSubmit(e)} noValidate>
              <div className={styles.row2}>
                <TextField
                  label="Name"
                  required
                  value={f.name}
                  error={err('name')}
                  onChange={(e) => set('name', e.target.value)}
                />
                <SelectField
                  label="Category"
                  value={f.category}
                  onChange={(e) => set('category', e.target.value)}
                >
                  <option value="Single">Single</option>
                  <option value="Double">Double</option>
                  <option value="Suite">Suite</option>
                </SelectField>
                {num('maxAdults', 'Adults at most')}
                {num('maxChildren', 'Children at most')}
                {num('allowedExtraPerson', 'Extra persons at most')}
                {num('extraPersonRate', 'Extra person per night (₹)')}
                {num('basePrice', 'Base price per night (₹)', 'Nights without a set price')}
                {num('totalRooms', 'Number of rooms', 'Changes every future night')}
              </div>
              <h3 className={styles.panelTitle}>What the guest sees</h3>
              <div className={styles.row2}>
                <TextField
                  label="Name in Hindi"
                  lang="hi"
                  value={f.nameHi}
                  error={err('nameHi')}
                  hint="Empty: the Hindi page shows the English name"
                  onChange={(e) => set('nameHi', e.target.value)}
                />
                {num('sizeSqm', 'Size (m²)', 'Empty: not shown', true)}
                <SelectField
                  label="Bed type"
                  value={f.bedType}
                  error={err('bedType')}
                  onChange={(e) => set('bedType', e.target.value)}
                >
                  <option value="">Not shown</option>
                  {BED_TYPES.map((b) => (
                    <option key={b} value={b}>
                      {b}
                    </option>
                  ))}
                </SelectField>
                {num('bedCount', 'Number of beds')}
              </div>
              <TextareaField
                label="Description"
                value={f.description}
                error={err('description')}
                onChange={(e) => set('description', e.target.value)}
              />
              <TextareaField
                label="Description in Hindi"
                lang="hi"
                value={f.descriptionHi}
                error={err('descriptionHi')}
                onChange={(e) => set('descriptionHi', e.target.value)}
              />
              <fieldset className={styles.facilities}>
                <legend>In the room</legend>
                {ROOM_AMENITIES.map((a) => (
                  <CheckboxField
                    key={a}
                    label={a.replace(/_/g, ' ')}
                    checked={f.amenities.includes(a)}
                    onChange={(e) =>
                      setF({
                        ...f,
                        amenities: e.target.checked
                          ? [...f.amenities, a]
                          : f.amenities.filter((x) => x !== a),
                      })
                    }
                  />
                ))}
              </fieldset>
              {status ? (
                <p
                  role={status.ok ? 'status' : 'alert'}
                  className={status.ok ? styles.ok : styles.error}
                >
                  {status.text}
                </p>
              ) : null}
              <div className={styles.photoActions}>
                <Button type="submit" loading={save.isPending}>
                  {isNew ? 'Add room type' : 'Save room type'}
                </Button>
                {t ? (
                  <Button
                    variant="secondary"
                    href={adminHref(`/hotels/${hotelId}/room-types/${t.id}/rates`)}
                  >
                    Rates and closures
                  </Button>
                ) : null}
              </div>
            </form>
          </section>
          {t ? (
            <PhotoManager
              hotelId={hotelId}
              roomTypeId={t.id}
              photos={t.photos}
              title="Room photos"
            />
          ) : null}
        </div>
      ) : null}
      {hotel.data && !isNew && !t ? <p role="alert">Room type not found.</p> : null}
    </AdminPage>
  );
}
