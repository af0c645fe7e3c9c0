import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { priceStay, ratesText } from '../../../shared/pricing';
import { availabilityRequest, type RoomTypeAvailability } from '../../../shared/contracts/hotels';
import { daysBetween, todayIst, addDays } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { TextField } from '../../components/Field';
import { useLocalized } from '../../components/Localized';
import { RoomDetails, RoomName, RoomPhoto } from '../../components/RoomDetails';
import { Spinner } from '../../components/Spinner';
import { useLocalePath, useT } from '../../i18n';
import { href } from '../../lib/paths';
import type { HotelPlans } from '../../../shared/contracts/rates';
import { useHotelPlans } from '../../lib/queries/ratePlans';
import { renderedStay, useHotelConfiguration } from '../../lib/queries/roomAvailability';
import { useHydrated } from '../../lib/useHydrated';
import { useGstSlabs } from '../../lib/queries/gstSlabs';
import styles from './hotels.module.css';

type Stay = { checkIn: string; checkOut: string };

/** Tonight to tomorrow: the hotel page shows rooms and prices for these without a click. */
export function defaultStay(): Stay {
  const checkIn = todayIst();
  return { checkIn, checkOut: addDays(checkIn, 1) };
}

type Slabs = ReturnType<typeof useGstSlabs>['data'];

/** The room's price for the stay with GST, from the server's nightly prices and GST slabs. */
function stayPrice(r: RoomTypeAvailability, slabs: Slabs) {
  const nightPricesPaise = r.nights.map((n) => rupeesToPaise(n.price));
  const roomTotalPaise = nightPricesPaise.reduce((s, p) => s + p, 0);
  // GST only once the slabs are here: there is no rate to assume (ADR 220)
  if (!slabs?.length) return { roomTotalPaise, gst: null };
  const priced = priceStay(
    [{ nightPricesPaise, extraPersons: 0, extraPersonRatePaise: 0 }],
    slabs.map((s) => ({
      minTariffPaise: rupeesToPaise(s.minTariff),
      rateBp: Math.round(s.ratePercent * 100),
    })),
  );
  return {
    roomTotalPaise,
    gst: {
      rates: ratesText(priced.rooms.flatMap((x) => x.lines)),
      gstPaise: priced.gstPaise,
      totalPaise: priced.totalPaise,
    },
  };
}

/** Live availability and prices of each room type for a date range, from the server. */
export function AvailabilityCheck({ hotelId }: { hotelId: string }) {
  const lp = useLocalePath();
  const { hotels: t } = useT();
  const l = useLocalized();
  const qc = useQueryClient();
  // taking over the server's page, the dates it drew; else (a page the app draws) tonight
  const hydrated = useHydrated();
  const [form, setForm] = useState<Stay>(
    () => (hydrated ? null : renderedStay(qc, hotelId)) ?? defaultStay(),
  );
  const [stay, setStay] = useState<Stay>(() => ({ ...form }));
  const [errors, setErrors] = useState<Partial<Record<keyof Stay, string>>>({});
  const result = useHotelConfiguration(hotelId, stay);
  const plans = useHotelPlans(hotelId, stay);
  const slabs = useGstSlabs();
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

  const nights = daysBetween(stay.checkIn, stay.checkOut);
  return (
    <section
      className={styles.availability}
      aria-labelledby="availability-title"
      // the server renders the rooms for tonight (ADR 391); when it could not, the island script
      // loads the app as this section comes near, and the app asks for them
      data-hydrate={result.data ? undefined : 'visible'}
    >
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
        {/* the server's rooms may be stale by the time a visitor's first tap hydrates the page
            (ADR 391): the check that follows shows once React has taken the page over, so the
            button drawn as it hydrates is the server's */}
        <Button type="submit" iconStart="calendar" loading={hydrated && result.isFetching}>
          {t.checkButton}
        </Button>
      </form>

      <div aria-live="polite">
        {result.isPending ? (
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
              const price = stayPrice(r, slabs.data);
              const soldOut = r.AvailableRooms === 0;
              return (
                <li key={r.RoomTypeID} className={styles.room}>
                  <RoomPhoto room={r} />
                  <div className={styles.roomHead}>
                    <h3>
                      <RoomName room={r} />
                    </h3>
                    <Badge
                      tone={soldOut ? 'danger' : r.AvailableRooms <= 2 ? 'warning' : 'success'}
                    >
                      {t.roomsLeft(r.AvailableRooms)}
                    </Badge>
                  </div>
                  <RoomDetails room={r} />
                  <p className={styles.roomMeta}>
                    {t.extraPerson(
                      r.AllowedExtraPerson,
                      formatRupees(rupeesToPaise(r.ExtraPersonRate)),
                    )}
                  </p>
                  <p className={styles.roomPrice}>
                    <strong>{formatRupees(rupeesToPaise(r.PricePerDay))}</strong> {t.perNight}
                    <span className={styles.roomTotal}>
                      {t.totalFor(nights, formatRupees(price.roomTotalPaise))}
                    </span>
                    {price.gst ? (
                      <span className={styles.roomTotal}>
                        {t.gstLine(
                          price.gst.rates,
                          formatRupees(price.gst.gstPaise),
                          formatRupees(price.gst.totalPaise),
                        )}
                      </span>
                    ) : null}
                  </p>
                  <RoomPlans offer={plans.data?.find((p) => p.roomTypeId === r.RoomTypeID)} />
                  {soldOut ? null : (
                    <Button
                      href={lp(
                        href(
                          'bookHotel',
                          { hotelID: hotelId },
                          {
                            checkIn: stay.checkIn,
                            checkOut: stay.checkOut,
                            roomTypeId: r.RoomTypeID,
                          },
                        ),
                      )}
                      variant="accent"
                      size="sm"
                      aria-label={`${t.selectRoom}: ${l(r.RoomTypeName, r.RoomTypeNameHi).value}`}
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

/** The rate plans of a room type for the stay, or why it is not sold (ADR 360). */
function RoomPlans({ offer }: { offer: HotelPlans[number] | undefined }) {
  const { hotels: b } = useT();
  if (!offer) return null;
  if (offer.restriction)
    return (
      <p className={styles.roomMeta} role="status">
        {offer.restriction}
      </p>
    );
  if (offer.plans.length < 2) return null;
  return (
    <div className={styles.roomMeta}>
      <h4 className={styles.plansTitle}>{b.ratePlans}</h4>
      <ul className={styles.planList}>
        {offer.plans.map((p) => (
          <li key={p.id ?? 'standard'}>
            {b.ratePlanName(p.name, p.nameHi)}: {b.mealPlanName[p.mealPlan]}
            {p.mealPlan !== 'ep'
              ? ` (${b.mealsPerPerson(formatRupees(rupeesToPaise(p.mealAdult)), formatRupees(rupeesToPaise(p.mealChild)))})`
              : ''}
            {p.discountPercent ? `, ${b.discountOff(p.discountPercent)}` : ''}
            {p.refundable ? '' : `. ${b.nonRefundable}`}
          </li>
        ))}
      </ul>
    </div>
  );
}
