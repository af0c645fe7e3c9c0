import { useMutation, useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { CUSTOMER_TYPES, IDENTITY_TYPES } from '../../../shared/contracts/bookings';
import { okReply } from '../../../shared/contracts/common';
import {
  DESK_PAYMENT_LABELS,
  DESK_PAYMENT_METHODS,
  deskActionReply,
  type DeskPaymentMethod,
} from '../../../shared/contracts/desk';
import { roomTypeAvailability } from '../../../shared/contracts/hotels';
import { hotelPlansReply } from '../../../shared/contracts/rates';
import { addDays, todayIst } from '../../../shared/dates';
import { Button } from '../../components/Button';
import { SelectField, TextField } from '../../components/Field';
import { AdminPage } from '../AdminPage';
import { ADMIN_KEY, adminApi } from '../api';
import { errorText, rupees, useReachableHotels } from './deskShared';
import styles from './desk.module.css';

/** A random key (crypto.randomUUID needs a secure context; this works over plain HTTP too). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const availabilityReply = okReply(z.array(roomTypeAvailability));

/** planId '': the room type's standard rate */
type Room = { roomTypeId: string; planId: string; adults: string; children: string; extra: string };
const newRoom = (): Room => ({
  roomTypeId: '',
  planId: '',
  adults: '1',
  children: '0',
  extra: '0',
});

/**
 * /admin/bookings/new: a walk-in guest's booking, paid at the desk (cash, card or UPI). The server
 * prices it as an online booking and issues the same receipt and GST invoice.
 */
export function CounterBookingPage() {
  const hotels = useReachableHotels();
  const [, navigate] = useLocation();
  const today = todayIst();
  const [hotel, setHotel] = useState('');
  const hotelId = hotel || (hotels[0] ? String(hotels[0].PropertyID) : '');
  const [checkIn, setCheckIn] = useState(today);
  const [checkOut, setCheckOut] = useState(addDays(today, 1));
  const [rooms, setRooms] = useState<Room[]>([newRoom()]);
  const [guest, setGuest] = useState({
    name: '',
    mobile: '',
    email: '',
    type: 'Individual',
    idType: 'Aadhaar Card',
    idNo: '',
    address: '',
    gstin: '',
  });
  const [method, setMethod] = useState<DeskPaymentMethod>('cash');
  const [reference, setReference] = useState('');
  const [promoCode, setPromoCode] = useState('');
  const [formError, setFormError] = useState('');

  const avail = useQuery({
    queryKey: [ADMIN_KEY, 'availability', hotelId, checkIn, checkOut],
    enabled: Boolean(hotelId && checkIn && checkOut && checkIn < checkOut),
    queryFn: async () =>
      (
        await adminApi(`/api/checkAvailibilty/${hotelId}`, availabilityReply, {
          method: 'POST',
          body: { check_in_date: checkIn, check_out_date: checkOut },
        })
      ).data,
  });
  const types = avail.data ?? [];
  // the plans each room type offers for the stay (ADR 360, 395), and why a type is not sold
  const plansQ = useQuery({
    queryKey: [ADMIN_KEY, 'rate-plans', hotelId, checkIn, checkOut],
    enabled: Boolean(hotelId && checkIn && checkOut && checkIn < checkOut),
    queryFn: async () =>
      (
        await adminApi(
          `/api/hotel/${hotelId}/rate-plans?checkIn=${checkIn}&checkOut=${checkOut}`,
          hotelPlansReply,
        )
      ).data,
  });
  const plansOf = (roomTypeId: string) =>
    (plansQ.data?.find((p) => String(p.roomTypeId) === roomTypeId)?.plans ?? []).filter(
      (p) => p.id !== null,
    );
  const estimate = rooms.reduce((s, r) => {
    const t = types.find((x) => String(x.RoomTypeID) === r.roomTypeId);
    if (!t) return s;
    const nights = t.nights.reduce((n, x) => n + x.price, 0);
    return s + Math.round((nights + Number(r.extra) * t.ExtraPersonRate * t.nights.length) * 100);
  }, 0);

  // One Idempotency-Key per booking meant (ADR 236): a retry of the same form (after a lost
  // reply) sends the same key and gets the same booking; a changed form is a new booking.
  const lastSent = useRef<{ json: string; key: string } | null>(null);
  const m = useMutation({
    mutationFn: async () => {
      const body = {
        hotelID: Number(hotelId),
        CheckIn: checkIn,
        checkOUT: checkOut,
        rooms: rooms.map((r) => ({
          RoomTypeID: Number(r.roomTypeId),
          NoOfAdult: Number(r.adults),
          NoOfChild: Number(r.children),
          ExtraPerson: Number(r.extra),
          ...(r.planId ? { RatePlanID: Number(r.planId) } : {}),
        })),
        PromoCode: promoCode.trim() || undefined,
        CustomerName: guest.name.trim(),
        CustomerType: guest.type,
        EmailID: guest.email.trim() || undefined,
        MobileNo: guest.mobile.trim(),
        CustomerAddress: guest.address.trim() || undefined,
        IdentityType: guest.idType,
        IdentityNo: guest.idNo.trim(),
        GSTIN: guest.gstin.trim() || undefined,
        paymentMethod: method,
        paymentReference: reference.trim() || undefined,
      };
      const json = JSON.stringify(body);
      if (lastSent.current?.json !== json) lastSent.current = { json, key: newIdempotencyKey() };
      return (
        await adminApi('/api/staff/counter-bookings', deskActionReply, {
          method: 'POST',
          headers: { 'Idempotency-Key': lastSent.current.key },
          body,
        })
      ).data;
    },
    onSuccess: (b) => navigate(`/bookings/${b.id}`),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (rooms.some((r) => !r.roomTypeId)) return setFormError('Choose a room type for every room.');
    if (!guest.name.trim()) return setFormError("Enter the guest's name.");
    if (!guest.mobile.trim()) return setFormError("Enter the guest's mobile number.");
    if (!guest.idNo.trim()) return setFormError('Enter the identity document number.');
    if (method !== 'cash' && !reference.trim())
      return setFormError('Enter the card slip or UPI reference.');
    setFormError('');
    m.mutate();
  };
  const setG = (k: keyof typeof guest) => (e: { target: { value: string } }) =>
    setGuest((g) => ({ ...g, [k]: e.target.value }));
  const setRoom = (i: number, k: keyof Room, v: string) =>
    setRooms((rs) => rs.map((r, j) => (j === i ? { ...r, [k]: v } : r)));

  return (
    <AdminPage
      title="Counter booking"
      intro="For a guest at the desk. The price and GST are the same as online; the receipt and GST invoice are issued at once."
    >
      <form className={styles.formGrid} onSubmit={submit} noValidate aria-describedby="cb-error">
        <fieldset className={styles.fieldset}>
          <legend>Stay</legend>
          <SelectField
            label="Hotel"
            value={hotelId}
            onChange={(e) => setHotel(e.target.value)}
            required
          >
            {hotels.map((h) => (
              <option key={h.PropertyID} value={h.PropertyID}>
                {h.UnitName}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Check-in"
            type="date"
            min={today}
            value={checkIn}
            onChange={(e) => setCheckIn(e.target.value)}
            required
          />
          <TextField
            label="Check-out"
            type="date"
            min={addDays(checkIn || today, 1)}
            value={checkOut}
            onChange={(e) => setCheckOut(e.target.value)}
            required
          />
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>Rooms</legend>
          {avail.isError ? (
            <p className={styles.error} role="alert">
              {errorText(avail.error)}
            </p>
          ) : null}
          {rooms.map((r, i) => (
            <fieldset key={i} className={styles.fieldset}>
              <legend>Room {i + 1}</legend>
              <SelectField
                label="Room type"
                value={r.roomTypeId}
                onChange={(e) => {
                  setRoom(i, 'roomTypeId', e.target.value);
                  setRoom(i, 'planId', '');
                }}
                required
              >
                <option value="">Choose a room type</option>
                {types.map((t) => (
                  <option key={t.RoomTypeID} value={t.RoomTypeID} disabled={t.AvailableRooms < 1}>
                    {t.RoomTypeName} ({t.AvailableRooms} free, up to {rupees(t.PricePerDay * 100)} a
                    night)
                  </option>
                ))}
              </SelectField>
              {plansOf(r.roomTypeId).length > 0 ? (
                <SelectField
                  label="Rate plan"
                  value={r.planId}
                  onChange={(e) => setRoom(i, 'planId', e.target.value)}
                  hint="Meals and discounts are priced by the server"
                >
                  <option value="">Standard rate (room only)</option>
                  {plansOf(r.roomTypeId).map((p) => (
                    <option key={p.id} value={String(p.id)}>
                      {p.name}
                    </option>
                  ))}
                </SelectField>
              ) : null}
              <TextField
                label="Adults"
                type="number"
                min={1}
                max={10}
                value={r.adults}
                onChange={(e) => setRoom(i, 'adults', e.target.value)}
              />
              <TextField
                label="Children"
                type="number"
                min={0}
                max={10}
                value={r.children}
                onChange={(e) => setRoom(i, 'children', e.target.value)}
              />
              <TextField
                label="Extra persons"
                type="number"
                min={0}
                max={10}
                value={r.extra}
                onChange={(e) => setRoom(i, 'extra', e.target.value)}
              />
              {rooms.length > 1 ? (
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setRooms((rs) => rs.filter((_, j) => j !== i))}
                >
                  Remove room {i + 1}
                </Button>
              ) : null}
            </fieldset>
          ))}
          <div className={styles.actions}>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              onClick={() => setRooms((rs) => [...rs, newRoom()])}
              disabled={rooms.length >= 10}
            >
              Add a room
            </Button>
          </div>
          <TextField
            label="Promo code"
            hint="Optional: its discount comes off before GST"
            value={promoCode}
            onChange={(e) => setPromoCode(e.target.value)}
            maxLength={40}
            autoComplete="off"
          />
          <p className={styles.note} aria-live="polite">
            Room total before GST at the standard rate: {rupees(estimate)} (the server computes the
            final amount with the plan, the promo code and GST).
          </p>
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>Guest</legend>
          <TextField
            label="Name"
            value={guest.name}
            onChange={setG('name')}
            maxLength={100}
            required
            autoComplete="off"
          />
          <TextField
            label="Mobile"
            type="tel"
            value={guest.mobile}
            onChange={setG('mobile')}
            required
            autoComplete="off"
          />
          <TextField
            label="Email"
            hint="Optional: the receipt and invoice are mailed when given"
            type="email"
            value={guest.email}
            onChange={setG('email')}
            autoComplete="off"
          />
          <SelectField label="Customer type" value={guest.type} onChange={setG('type')}>
            {CUSTOMER_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
          <SelectField label="Identity document" value={guest.idType} onChange={setG('idType')}>
            {IDENTITY_TYPES.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Document number"
            hint="For Aadhaar only the last four digits are kept"
            value={guest.idNo}
            onChange={setG('idNo')}
            maxLength={20}
            required
            autoComplete="off"
          />
          <TextField
            label="Address"
            value={guest.address}
            onChange={setG('address')}
            maxLength={300}
            autoComplete="off"
          />
          <TextField
            label="GSTIN"
            hint="Only for a business guest"
            value={guest.gstin}
            onChange={setG('gstin')}
            maxLength={15}
            autoComplete="off"
          />
        </fieldset>

        <fieldset className={styles.fieldset}>
          <legend>Payment at the desk</legend>
          <SelectField
            label="Paid by"
            value={method}
            onChange={(e) => setMethod(e.target.value as DeskPaymentMethod)}
          >
            {DESK_PAYMENT_METHODS.map((p) => (
              <option key={p} value={p}>
                {DESK_PAYMENT_LABELS[p]}
              </option>
            ))}
          </SelectField>
          <TextField
            label="Reference"
            hint="Card slip number or UPI transaction id (optional for cash)"
            value={reference}
            onChange={(e) => setReference(e.target.value)}
            maxLength={100}
            required={method !== 'cash'}
            autoComplete="off"
          />
        </fieldset>

        <div id="cb-error">
          {formError || m.isError ? (
            <p className={styles.error} role="alert">
              {formError || errorText(m.error)}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={m.isPending}>
            Book and record the payment
          </Button>
        </div>
      </form>
    </AdminPage>
  );
}
