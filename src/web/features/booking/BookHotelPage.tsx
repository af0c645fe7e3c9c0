import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'react-toastify';
import { useLocation, useParams, useSearch } from 'wouter';
import { guestDetails, type BookingCreated } from '../../../shared/contracts/bookings';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Localized } from '../../components/Localized';
import { Spinner } from '../../components/Spinner';
import { useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { useAuth } from '../../lib/auth';
import { usePageMeta } from '../../lib/meta';
import { useHotelPolicy } from '../../lib/queries/hotelPolicy';
import { href } from '../../lib/paths';
import { useHotelConfiguration } from '../../lib/queries/roomAvailability';
import { createBooking } from './api/createBooking';
import { useHotel } from '../../lib/queries/hotel';
import { BareLayout } from './BareLayout';
import { CheckoutPanel } from './CheckoutPanel';
import { GuestDetails, type GuestForm } from './GuestDetails';
import { MobileSignIn } from './MobileSignIn';
import { newIdempotencyKey } from './idempotency';
import { clampRooms, RoomsPicker, shortages } from './RoomsPicker';
import { SandboxCheckout } from './SandboxCheckout';
import { StayDates, stayFromQuery, type Stay } from './StayDates';
import { failedHref, useCheckout } from './useCheckout';
import { useSecondsLeft } from '../../lib/countdown';
import { parsePlan, partyFromQuery, planParam, seated } from './party';
import { useHotelPlans } from '../../lib/queries/ratePlans';
import { pricedFromQuote, usePricePreview } from './usePricePreview';
import { PromoCodeField } from './PromoCodeField';
import { quoteStay } from './api/quoteStay';
import { rupeesToPaise } from '../../../shared/money';
import { useRoomChoices } from './useRoomChoices';
import styles from './booking.module.css';

/** /availibilty/book-hotel/{hotelID}: dates, rooms and guests, guest details, a live price, then Pay. */
export function BookHotelPage() {
  const { booking: t, msg: MSG } = useT();
  usePageMeta(t.bookTitle, t.bookMeta);
  const { hotelID = '' } = useParams<{ hotelID: string }>();
  const search = useSearch();
  const [location, navigate] = useLocation();
  const { user } = useAuth();
  const [initial] = useState(() => {
    const q = new URLSearchParams(search);
    return {
      stay: stayFromQuery(search),
      rooms: clampRooms(Number(q.get('rooms') ?? 1)),
      roomTypeId: Number(q.get('roomTypeId') ?? 0),
      party: partyFromQuery(q),
      plan: parsePlan(q.get('plan')),
    };
  });

  // spec "Booking preview": CheckIn, checkOUT, hotelID ...
  const [stay, setStay] = useState<Stay>(initial.stay);
  const hotel = useHotel(hotelID);
  const policy = useHotelPolicy(hotelID);
  const configuration = useHotelConfiguration(hotelID, stay);
  const types = useMemo(() => configuration.data ?? [], [configuration.data]);
  const [rooms, setRooms] = useRoomChoices(configuration.data, initial);
  const plans = useHotelPlans(hotelID, stay);
  const preview = usePricePreview(rooms, types, plans.data);
  const [hold, setHold] = useState<BookingCreated | null>(null);
  // a promo code is priced by the server only (ADR 365): its quote replaces the preview
  const [promo, setPromo] = useState<string | null>(null);
  const quoteBody =
    promo !== null && rooms.length > 0
      ? {
          hotelID: Number(hotelID),
          CheckIn: stay.checkIn,
          checkOUT: stay.checkOut,
          rooms,
          PromoCode: promo,
        }
      : null;
  const promoQuote = useQuery({
    queryKey: ['booking-quote', quoteBody],
    queryFn: () => quoteStay(quoteBody!),
    enabled: quoteBody !== null,
    retry: false,
  });
  const quoted = quoteBody !== null && !promoQuote.isError ? (promoQuote.data ?? null) : null;
  const promoError =
    promo === null || !promoQuote.isError
      ? null
      : promoQuote.error instanceof ApiError
        ? promoQuote.error.message
        : MSG.somethingWentWrong;
  const shownStay = quoted ? pricedFromQuote(quoted) : preview.priced;
  const shownRows = quoted
    ? preview.rows.map((r, i) => ({ ...r, priced: shownStay.rooms[i] ?? r.priced }))
    : preview.rows;
  const idempotencyKey = useRef<string | null>(null);

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
      SpecialRequests: '',
      AcceptTerms: false,
    },
  });
  const { errors } = form.formState;
  // a guest who signs in on this page by a mobile code (ADR 316): their details fill the form
  const signedIn = user?.customerId ?? null;
  useEffect(() => {
    if (!user) return;
    const fill = (k: 'CustomerName' | 'EmailID' | 'MobileNo', v: string) => {
      if (!form.getValues(k)) form.setValue(k, v);
    };
    fill('CustomerName', user.Customer_Name);
    fill('EmailID', user.EmailId);
    fill('MobileNo', user.Mobile_Number);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [signedIn]);
  const checkout = useCheckout(() => form.getValues('CustomerName'));

  const short = shortages(rooms, types);
  const party = initial.party;
  const partySize = party ? party.adults + party.children : 0;
  const inRooms = seated(rooms);
  const secondsLeft = useSecondsLeft(hold ? Date.parse(hold.holdExpiresAt) : null);
  const holdOver = hold !== null && secondsLeft === 0;

  // a hold that runs out unpaid ends on the failure page (spec default: cancelled_by_user_or_timeout)
  const { paying, closeSandbox } = checkout;
  useEffect(() => {
    if (holdOver && hold && !paying) {
      closeSandbox();
      navigate(failedHref(hold.BookingRefNo), { replace: true });
    }
  }, [holdOver, hold, paying, closeSandbox, navigate]);

  const applyDates = (dates: Stay) => {
    setStay(dates);
    window.history.replaceState(
      window.history.state,
      '',
      href(
        'bookHotel',
        { hotelID },
        {
          checkIn: dates.checkIn,
          checkOut: dates.checkOut,
          rooms: rooms.length,
          adults: initial.party?.adults,
          children: initial.party?.children,
          plan: rooms.length ? planParam(rooms) : undefined,
        },
      ),
    );
  };

  const openCheckout = (b: BookingCreated) => {
    // an earlier form error ('fix the errors') must not stay over the payment window
    toast.dismiss();
    return checkout.open(b);
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
            ...(quoted?.PromoCode ? { PromoCode: quoted.PromoCode } : {}),
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
  const promoPending = promo !== null && (quoted === null || promoQuote.isFetching);
  const canPay =
    rooms.length > 0 &&
    short.length === 0 &&
    !configuration.isFetching &&
    preview.ready &&
    !promoPending;

  return (
    <BareLayout back={back}>
      <header className={styles.bookHead}>
        <p className={styles.eyebrow}>
          <Localized en={h.LocationName} hi={h.LocationNameHi} />
        </p>
        <h1 className={styles.pageTitle}>{t.bookTitle}</h1>
        <p className={styles.lead}>
          <Localized en={h.UnitName} hi={h.UnitNameHi} />
        </p>
      </header>
      <div className={`${styles.bookGrid} ${styles.bookPage}`}>
        <div className={styles.bookMain}>
          <StayDates
            stay={stay}
            checkInTime={h.CheckInTime}
            checkOutTime={h.CheckOutTime}
            disabled={hold !== null}
            checking={configuration.isFetching}
            onApply={applyDates}
          />

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
                <RoomsPicker types={types} rooms={rooms} onChange={setRooms} plans={plans.data} />
                {party && rooms.length > 0 && inRooms !== partySize ? (
                  <p className={styles.partyNote} role="status">
                    {t.partyMismatch(t.party(party.adults, party.children), inRooms)}{' '}
                    {inRooms < partySize ? t.partyMismatchMore : t.partyMismatchFewer}
                  </p>
                ) : null}
                {short.map((s) => (
                  <p key={s.name} className={styles.fieldError} role="alert">
                    {t.notEnough(s.name, s.free)}
                  </p>
                ))}
              </fieldset>
            )}
          </section>

          <PromoCodeField
            applied={promo}
            discount={quoted ? quoted.discount : null}
            error={promoError}
            checking={promoQuote.isFetching}
            disabled={hold !== null}
            onApply={(code) => setPromo(code.trim().toUpperCase())}
            onRemove={() => setPromo(null)}
          />

          {user ? (
            <GuestDetails form={form} disabled={hold !== null} onSubmit={(e) => void pay(e)} />
          ) : (
            <MobileSignIn next={search ? `${location}?${search}` : location} />
          )}
        </div>

        <CheckoutPanel
          rows={shownRows}
          stay={shownStay}
          discount={
            quoted?.PromoCode
              ? {
                  code: quoted.PromoCode,
                  beforePaise: rupeesToPaise(quoted.roomTotalBeforeDiscount),
                  discountPaise: rupeesToPaise(quoted.discount),
                }
              : null
          }
          policy={policy.bands}
          acceptTerms={form.register('AcceptTerms')}
          acceptError={errors.AcceptTerms?.message}
          hold={hold}
          secondsLeft={secondsLeft}
          holdOver={holdOver}
          canPay={canPay && user !== null}
          busy={form.formState.isSubmitting || checkout.paying}
        />
      </div>
      {checkout.sandboxFor ? (
        <SandboxCheckout
          booking={checkout.sandboxFor}
          open
          onOutcome={checkout.sandboxOutcome}
          onClose={checkout.closeSandbox}
        />
      ) : null}
    </BareLayout>
  );
}
