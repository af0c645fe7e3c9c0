import { MOBILE_INPUT_MAX_LENGTH } from '../../../shared/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useLocation, useParams, useSearch } from 'wouter';
import {
  CUSTOMER_TYPES,
  guestDetails,
  IDENTITY_TYPES,
  priceStay,
  splitGst,
  type BookingCreated,
  type PaymentFailureError,
  type PaymentSuccess,
} from '../../../shared/contracts/booking';
import { availabilityRequest } from '../../../shared/contracts/hotels';
import {
  addDays,
  daysBetween,
  formatDate,
  isIsoDate,
  nextWeekend,
  todayIst,
} from '../../../shared/dates';
import { MSG } from '../../../shared/messages';
import { rupeesToPaise } from '../../../shared/money';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { SelectField, TextareaField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { bookingText as t } from '../../i18n/en/booking';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/meta';
import { useHotelPolicy } from '../../lib/hotelPolicy';
import { href } from '../../lib/paths';
import { useHotelConfiguration } from './api/checkAvailability';
import { createBooking } from './api/createBooking';
import { useGstSlabs } from './api/getGstSlabs';
import { useHotel } from './api/getHotel';
import { sandboxPay } from './api/sandboxPay';
import { verifyPayment } from './api/verifyPayment';
import { BareLayout } from './BareLayout';
import { newIdempotencyKey } from './idempotency';
import { CheckoutPanel } from './CheckoutPanel';
import { type PriceRow } from './PriceTable';
import { openRazorpay } from './razorpay';
import { clampRooms, fitRoom, RoomsPicker, shortages, type RoomChoice } from './RoomsPicker';
import { SandboxCheckout } from './SandboxCheckout';
import { useCountdown } from './useCountdown';
import styles from './booking.module.css';

type Stay = { checkIn: string; checkOut: string };
type GuestForm = {
  CustomerName: string;
  CustomerType: (typeof CUSTOMER_TYPES)[number];
  EmailID: string;
  MobileNo: string;
  CustomerAddress: string;
  IdentityType: (typeof IDENTITY_TYPES)[number];
  IdentityNo: string;
  GSTIN?: string;
  AcceptTerms: boolean;
};

function stayFromQuery(search: string): Stay {
  const q = new URLSearchParams(search);
  const checkIn = q.get('checkIn') ?? '';
  const checkOut = q.get('checkOut') ?? '';
  if (isIsoDate(checkIn) && isIsoDate(checkOut) && checkIn >= todayIst() && checkOut > checkIn) {
    return { checkIn, checkOut };
  }
  return nextWeekend();
}

/** The failure page's query: bookingRef plus Razorpay's failure fields. */
function failedHref(bookingRef: string, e?: PaymentFailureError): string {
  return href(
    'bookingFailed',
    {},
    {
      bookingRef,
      code: e?.code,
      description: e?.description,
      reason: e?.reason,
      step: e?.step,
      source: e?.source,
      payment_id: e?.metadata?.payment_id,
      order_id: e?.metadata?.order_id,
    },
  );
}

/** /availibilty/book-hotel/{hotelID}: dates, rooms and guests, guest details, a live price, then Pay. */
export function BookHotelPage() {
  usePageMeta(t.bookTitle, t.bookMeta);
  const { hotelID = '' } = useParams<{ hotelID: string }>();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { user } = useAuth();
  const [initial] = useState(() => {
    const q = new URLSearchParams(search);
    return {
      stay: stayFromQuery(search),
      rooms: clampRooms(Number(q.get('rooms') ?? 1)),
      roomTypeId: Number(q.get('roomTypeId') ?? 0),
    };
  });

  // spec "Booking preview": CheckIn, checkOUT, hotelID ...
  const [stay, setStay] = useState<Stay>(initial.stay);
  const [dates, setDates] = useState<Stay>(initial.stay);
  const [dateErrors, setDateErrors] = useState<Partial<Stay>>({});
  const hotel = useHotel(hotelID);
  const policy = useHotelPolicy(hotelID);
  const configuration = useHotelConfiguration(hotelID, stay);
  const slabs = useGstSlabs();
  const types = useMemo(() => configuration.data ?? [], [configuration.data]);
  const [rooms, setRooms] = useState<RoomChoice[]>([]);
  const [hold, setHold] = useState<BookingCreated | null>(null);
  const [checkoutOpen, setCheckoutOpen] = useState(false);
  const [paying, setPaying] = useState(false);
  const idempotencyKey = useRef<string | null>(null);

  // first load, and new dates: choose rooms of the wanted type (or the first free one)
  useEffect(() => {
    if (!configuration.data) return;
    const list = configuration.data;
    setRooms((prev) => {
      const free = list.filter((x) => x.AvailableRooms > 0);
      const wanted =
        list.find((x) => x.RoomTypeID === initial.roomTypeId && x.AvailableRooms > 0) ?? free[0];
      if (!wanted) return [];
      if (prev.length > 0) {
        return prev.map((r) => {
          const same = free.find((x) => x.RoomTypeID === r.RoomTypeID);
          return fitRoom(same ? r : { ...r, RoomTypeID: wanted.RoomTypeID }, same ?? wanted);
        });
      }
      return Array.from({ length: initial.rooms }, () =>
        fitRoom(
          {
            RoomTypeID: wanted.RoomTypeID,
            NoOfAdult: Math.min(2, wanted.MaxAdults),
            NoOfChild: 0,
            ExtraPerson: 0,
          },
          wanted,
        ),
      );
    });
  }, [configuration.data, initial.roomTypeId, initial.rooms]);

  const form = useForm<GuestForm>({
    resolver: zodResolver(guestDetails) as never,
    mode: 'onTouched',
    defaultValues: {
      CustomerName: user?.Customer_Name ?? '',
      CustomerType: 'Individual',
      EmailID: user?.EmailId ?? '',
      MobileNo: user?.Mobile_Number ?? '',
      CustomerAddress: '',
      IdentityType: 'Aadhaar Card',
      IdentityNo: '',
      GSTIN: '',
      AcceptTerms: false,
    },
  });
  const identityType = form.watch('IdentityType');
  const { errors } = form.formState;

  // the price preview: the same arithmetic and GST slabs as the server
  const preview = useMemo(() => {
    const gstSlabs = (slabs.data ?? []).map((s) => ({
      minTariffPaise: rupeesToPaise(s.minTariff),
      rateBp: Math.round(s.ratePercent * 100),
    }));
    const chosen = rooms
      .map((r) => ({ r, type: types.find((x) => x.RoomTypeID === r.RoomTypeID) }))
      .filter(
        (x): x is { r: RoomChoice; type: NonNullable<typeof x.type> } => x.type !== undefined,
      );
    const priced = priceStay(
      chosen.map(({ r, type }) => ({
        nightPricesPaise: type.nights.map((n) => rupeesToPaise(n.price)),
        extraPersons: r.ExtraPerson,
        extraPersonRatePaise: rupeesToPaise(type.ExtraPersonRate),
      })),
      gstSlabs,
    );
    const tableData: PriceRow[] = chosen.map(({ r, type }, i) => ({
      label: `${t.roomN(i + 1)}: ${type.RoomTypeName}`,
      priced: priced.rooms[i]!,
      extraPersons: r.ExtraPerson,
      extraRatePaise: rupeesToPaise(type.ExtraPersonRate),
    }));
    const { cgstPaise, sgstPaise } = splitGst(priced.gstPaise);
    return {
      tableData,
      priced,
      grandTotal: priced.roomTotalPaise,
      gst: priced.gstPaise,
      totalPayable: priced.totalPaise,
      TaxData: [
        { TaxType: 'CGST', TaxAmount: cgstPaise },
        { TaxType: 'SGST', TaxAmount: sgstPaise },
      ],
    };
  }, [rooms, types, slabs.data]);

  const short = shortages(rooms, types);
  const secondsLeft = useCountdown(hold ? Date.parse(hold.holdExpiresAt) : null);
  const holdOver = hold !== null && secondsLeft === 0;

  // a hold that runs out unpaid ends on the failure page (spec default: cancelled_by_user_or_timeout)
  useEffect(() => {
    if (holdOver && hold && !paying) {
      setCheckoutOpen(false);
      navigate(failedHref(hold.BookingRefNo), { replace: true });
    }
  }, [holdOver, hold, paying, navigate]);

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
    setStay({ ...dates });
    window.history.replaceState(
      window.history.state,
      '',
      href(
        'bookHotel',
        { hotelID },
        { checkIn: dates.checkIn, checkOut: dates.checkOut, rooms: rooms.length },
      ),
    );
  };

  const confirmed = async (paid: PaymentSuccess, b: BookingCreated) => {
    setPaying(true);
    try {
      const v = await verifyPayment(paid);
      toast.success(MSG.bookingSuccessful(v.BookingRefNo));
      const guestName = form.getValues('CustomerName');
      navigate(
        href(
          'bookingSuccess',
          { orderId: b.payment.orderId },
          { guestName, amount: v.totalPaid.toFixed(2), bookingRef: v.BookingRefNo },
        ),
      );
    } catch (err) {
      const message = err instanceof ApiError ? err.message : MSG.somethingWentWrongBang;
      toast.error(message);
      navigate(
        failedHref(b.BookingRefNo, {
          code: 'VERIFICATION_FAILED',
          description: message,
          step: 'payment_verification',
          source: 'business',
        }),
      );
    } finally {
      setPaying(false);
    }
  };

  const openCheckout = async (b: BookingCreated) => {
    // an earlier form error ('fix the errors') must not stay over the payment window
    toast.dismiss();
    if (b.payment.gateway === 'sandbox') {
      setCheckoutOpen(true);
      return;
    }
    try {
      await openRazorpay(b, {
        success: (paid) => void confirmed(paid, b),
        failure: (e) => navigate(failedHref(b.BookingRefNo, e)),
        dismiss: () => undefined,
      });
    } catch {
      toast.error(t.checkoutUnavailable);
    }
  };

  const sandboxOutcome = async (outcome: 'success' | 'failed') => {
    if (!hold) return;
    const r = await sandboxPay(hold.payment.orderId, outcome);
    if ('razorpay_signature' in r) {
      await confirmed(r, hold);
      return;
    }
    setCheckoutOpen(false);
    navigate(failedHref(hold.BookingRefNo, r.error));
  };

  const pay = form.handleSubmit(
    async (guest) => {
      if (hold && !holdOver) return openCheckout(hold);
      if (short.length > 0 || rooms.length === 0) return;
      idempotencyKey.current ??= newIdempotencyKey();
      try {
        const created = await createBooking(
          {
            hotelID: Number(hotelID),
            CheckIn: stay.checkIn,
            checkOUT: stay.checkOut,
            rooms,
            ...guest,
            // the resolver lets only a ticked box through
            AcceptTerms: true as const,
          },
          idempotencyKey.current,
        );
        setHold(created);
        await openCheckout(created);
      } catch (err) {
        // the server answered: that request made no booking, so the next attempt is a new one
        if (err instanceof ApiError && err.status > 0) idempotencyKey.current = null;
        if (err instanceof ApiError && err.status === 409) void configuration.refetch();
        toast.error(err instanceof ApiError ? err.message : MSG.somethingWentWrongBang);
      }
    },
    () => toast.error(t.fixErrors),
  );

  const back = hotel.data ? { href: href('hotel', { hotelID }), label: t.backToHotel } : undefined;
  if (hotel.isPending) {
    return (
      <BareLayout back={back}>
        <Spinner block label={MSG.loading} />
      </BareLayout>
    );
  }
  if (hotel.isError) {
    return (
      <BareLayout>
        <h1 className={styles.pageTitle}>{t.bookTitle}</h1>
        <EmptyState
          tone="error"
          title={hotel.error.message || t.hotelError}
          action={<Button href={href('availability')}>{t.tryAgain}</Button>}
        />
      </BareLayout>
    );
  }
  const h = hotel.data;
  const nights = daysBetween(stay.checkIn, stay.checkOut);
  const canPay =
    rooms.length > 0 && short.length === 0 && !configuration.isFetching && slabs.isSuccess;

  return (
    <BareLayout back={back}>
      <header className={styles.bookHead}>
        <p className={styles.eyebrow}>{h.LocationName}</p>
        <h1 className={styles.pageTitle}>{t.bookTitle}</h1>
        <p className={styles.lead}>{h.UnitName}</p>
      </header>
      <div className={`${styles.bookGrid} ${styles.bookPage}`}>
        <div className={styles.bookMain}>
          <section className={styles.panel} aria-labelledby="stay-title">
            <h2 id="stay-title">{t.stepDates}</h2>
            <form className={styles.dateRow} onSubmit={applyDates} noValidate>
              <TextField
                label={t.checkIn}
                type="date"
                min={todayIst()}
                value={dates.checkIn}
                error={dateErrors.checkIn}
                disabled={hold !== null}
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
                disabled={hold !== null}
                onChange={(e) => setDates((d) => ({ ...d, checkOut: e.target.value }))}
              />
              <Button
                type="submit"
                variant="secondary"
                iconStart="calendar"
                disabled={hold !== null}
                loading={configuration.isFetching}
              >
                {t.checkAgain}
              </Button>
            </form>
            <p className={styles.muted}>
              {formatDate(stay.checkIn)} ({h.CheckInTime}) to {formatDate(stay.checkOut)} (
              {h.CheckOutTime}), {t.nights(nights)}
            </p>
          </section>

          <section className={styles.panel} aria-labelledby="rooms-title">
            <h2 id="rooms-title">{t.stepRooms}</h2>
            {configuration.isPending ? (
              <Spinner block />
            ) : configuration.isError ? (
              <EmptyState
                tone="error"
                compact
                title={configuration.error.message || t.availabilityError}
                action={<Button onClick={() => void configuration.refetch()}>{t.retry}</Button>}
              />
            ) : types.every((x) => x.AvailableRooms === 0) ? (
              <EmptyState compact title={t.noRoomsFree} />
            ) : (
              <fieldset className={styles.plainFieldset} disabled={hold !== null}>
                <legend className="visually-hidden">{t.stepRooms}</legend>
                <RoomsPicker types={types} rooms={rooms} onChange={setRooms} />
                {short.map((s) => (
                  <p key={s.name} className={styles.fieldError} role="alert">
                    {t.notEnough(s.name, s.free)}
                  </p>
                ))}
              </fieldset>
            )}
          </section>

          <form
            className={styles.panel}
            aria-labelledby="guest-title"
            onSubmit={(e) => void pay(e)}
            noValidate
            id="guest-form"
          >
            <h2 id="guest-title">{t.stepGuest}</h2>
            <fieldset className={styles.plainFieldset} disabled={hold !== null}>
              <legend className="visually-hidden">{t.stepGuest}</legend>
              <div className={styles.guestGrid}>
                <TextField
                  label={t.customerName}
                  autoComplete="name"
                  required
                  error={errors.CustomerName?.message}
                  {...form.register('CustomerName')}
                />
                <SelectField
                  label={t.customerType}
                  error={errors.CustomerType?.message}
                  {...form.register('CustomerType')}
                >
                  {CUSTOMER_TYPES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t.email}
                  type="email"
                  autoComplete="email"
                  required
                  error={errors.EmailID?.message}
                  {...form.register('EmailID')}
                />
                <TextField
                  label={t.mobile}
                  type="tel"
                  inputMode="tel"
                  autoComplete="tel-national"
                  maxLength={MOBILE_INPUT_MAX_LENGTH}
                  hint={t.mobileHint}
                  required
                  error={errors.MobileNo?.message}
                  {...form.register('MobileNo')}
                />
                <TextareaField
                  label={t.address}
                  autoComplete="street-address"
                  rows={2}
                  hint={t.addressHint}
                  className={styles.wide}
                  error={errors.CustomerAddress?.message}
                  {...form.register('CustomerAddress')}
                />
                <SelectField
                  label={t.identityType}
                  required
                  error={errors.IdentityType?.message}
                  {...form.register('IdentityType')}
                >
                  {IDENTITY_TYPES.map((c) => (
                    <option key={c} value={c}>
                      {c}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  label={t.identityNo}
                  hint={identityType === 'Aadhaar Card' ? t.aadhaarHint : t.identityHint}
                  autoCapitalize="characters"
                  required
                  error={errors.IdentityNo?.message}
                  {...form.register('IdentityNo')}
                />
                <TextField
                  label={t.gstin}
                  hint={t.gstinHint}
                  autoCapitalize="characters"
                  maxLength={15}
                  error={errors.GSTIN?.message}
                  {...form.register('GSTIN')}
                />
              </div>
            </fieldset>
          </form>
        </div>

        <CheckoutPanel
          rows={preview.tableData}
          stay={preview.priced}
          policy={policy.bands}
          acceptTerms={form.register('AcceptTerms')}
          acceptError={errors.AcceptTerms?.message}
          hold={hold}
          secondsLeft={secondsLeft}
          holdOver={holdOver}
          canPay={canPay}
          busy={form.formState.isSubmitting || paying}
        />
      </div>
      {hold && hold.payment.gateway === 'sandbox' ? (
        <SandboxCheckout
          booking={hold}
          open={checkoutOpen}
          onOutcome={sandboxOutcome}
          onClose={() => setCheckoutOpen(false)}
        />
      ) : null}
    </BareLayout>
  );
}
