import type { RoomTypeAvailability } from '../../../shared/contracts/hotels';
import type { HotelPlans } from '../../../shared/contracts/rates';
import { MAX_ROOMS_PER_BOOKING } from '../../../shared/constants';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/Field';
import { useT } from '../../i18n';
import styles from './booking.module.css';

export type RoomChoice = {
  RoomTypeID: number;
  NoOfAdult: number;
  NoOfChild: number;
  ExtraPerson: number;
  /** the rate plan (ADR 360); absent: the standard rate */
  RatePlanID?: number;
};

/** Spec "Rooms booked counter": increases by the given amount (default 1), capped at 4; at least 1. */
export function clampRooms(n: number): number {
  return Math.min(MAX_ROOMS_PER_BOOKING, Math.max(1, Math.floor(n) || 1));
}

/** Keeps a room's persons within its room type's limits. */
export function fitRoom(r: RoomChoice, type: RoomTypeAvailability | undefined): RoomChoice {
  if (!type) return r;
  return {
    RoomTypeID: type.RoomTypeID,
    NoOfAdult: Math.min(Math.max(1, r.NoOfAdult), type.MaxAdults),
    NoOfChild: Math.min(Math.max(0, r.NoOfChild), type.MaxChildren),
    ExtraPerson: Math.min(Math.max(0, r.ExtraPerson), type.AllowedExtraPerson),
    // a plan belongs to its room type: another type starts on its standard rate
    ...(r.RatePlanID !== undefined && r.RoomTypeID === type.RoomTypeID
      ? { RatePlanID: r.RatePlanID }
      : {}),
  };
}

/** How many rooms of each type are chosen beyond what is free. */
export function shortages(
  rooms: RoomChoice[],
  types: RoomTypeAvailability[],
): { name: string; free: number }[] {
  const counts = new Map<number, number>();
  for (const r of rooms) counts.set(r.RoomTypeID, (counts.get(r.RoomTypeID) ?? 0) + 1);
  const out: { name: string; free: number }[] = [];
  for (const [id, n] of counts) {
    const type = types.find((x) => x.RoomTypeID === id);
    if (type && n > type.AvailableRooms)
      out.push({ name: type.RoomTypeName, free: type.AvailableRooms });
  }
  return out;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The rooms counter (1 to 4) and, per room, its type, adults, children and extra persons. */
export function RoomsPicker({
  types,
  rooms,
  onChange,
  plans = [],
}: {
  types: RoomTypeAvailability[];
  rooms: RoomChoice[];
  onChange: (rooms: RoomChoice[]) => void;
  /** the rate plans of each room type for the stay (ADR 360) */
  plans?: HotelPlans;
}) {
  const { booking: t } = useT();
  const free = types.filter((x) => x.AvailableRooms > 0);
  const setCount = (n: number) => {
    const count = clampRooms(n);
    if (count <= rooms.length) return onChange(rooms.slice(0, count));
    const last = rooms[rooms.length - 1] ?? {
      RoomTypeID: free[0]?.RoomTypeID ?? 0,
      NoOfAdult: 1,
      NoOfChild: 0,
      ExtraPerson: 0,
    };
    onChange([...rooms, ...Array.from({ length: count - rooms.length }, () => ({ ...last }))]);
  };
  const update = (i: number, patch: Partial<RoomChoice>) => {
    onChange(
      rooms.map((r, k) => {
        if (k !== i) return r;
        const next: RoomChoice = { ...r, ...patch };
        if ('RatePlanID' in patch && patch.RatePlanID === undefined) delete next.RatePlanID;
        return fitRoom(
          next,
          types.find((x) => x.RoomTypeID === next.RoomTypeID),
        );
      }),
    );
  };
  return (
    <div className={styles.roomsPicker}>
      <div className={styles.counter} role="group" aria-labelledby="rooms-counter-label">
        <span id="rooms-counter-label" className={styles.counterLabel}>
          {t.roomsCounter}
        </span>
        <Button
          variant="secondary"
          size="sm"
          iconStart="minus"
          aria-label={t.fewerRooms}
          disabled={rooms.length <= 1}
          onClick={() => setCount(rooms.length - 1)}
        />
        <output
          className={styles.counterValue}
          aria-live="polite"
          aria-labelledby="rooms-counter-label"
        >
          {rooms.length}
        </output>
        <Button
          variant="secondary"
          size="sm"
          iconStart="plus"
          aria-label={t.moreRooms}
          disabled={rooms.length >= MAX_ROOMS_PER_BOOKING}
          onClick={() => setCount(rooms.length + 1)}
        />
        <span className={styles.small}>{t.roomsMax}</span>
      </div>
      <ol className={styles.roomCards}>
        {rooms.map((r, i) => {
          const type = types.find((x) => x.RoomTypeID === r.RoomTypeID);
          return (
            <li key={i} className={styles.roomCard}>
              <h3 className={styles.roomCardTitle}>{t.roomN(i + 1)}</h3>
              <div className={styles.roomFields}>
                <SelectField
                  label={t.roomType}
                  value={r.RoomTypeID}
                  onChange={(e) => update(i, { RoomTypeID: Number(e.target.value) })}
                  className={styles.roomTypeField}
                >
                  {types.map((x) => (
                    <option
                      key={x.RoomTypeID}
                      value={x.RoomTypeID}
                      disabled={x.AvailableRooms === 0}
                    >
                      {x.RoomTypeName} ({formatRupees(rupeesToPaise(x.PricePerDay))}
                      {t.perNight}){x.AvailableRooms === 0 ? `: ${t.soldOut}` : ''}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t.adults}
                  value={r.NoOfAdult}
                  onChange={(e) => update(i, { NoOfAdult: Number(e.target.value) })}
                >
                  {range(1, type?.MaxAdults ?? 1).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t.children}
                  value={r.NoOfChild}
                  onChange={(e) => update(i, { NoOfChild: Number(e.target.value) })}
                >
                  {range(0, type?.MaxChildren ?? 0).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </SelectField>
                <SelectField
                  label={t.extraPersons}
                  value={r.ExtraPerson}
                  aria-describedby={`room-${i}-extra`}
                  disabled={!type || type.AllowedExtraPerson === 0}
                  onChange={(e) => update(i, { ExtraPerson: Number(e.target.value) })}
                >
                  {range(0, type?.AllowedExtraPerson ?? 0).map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
                </SelectField>
              </div>
              <RatePlanChoice
                index={i}
                room={r}
                offer={plans.find((p) => p.roomTypeId === r.RoomTypeID)}
                onChange={(id) => update(i, { RatePlanID: id })}
              />
              <p id={`room-${i}-extra`} className={styles.small}>
                {type && type.AllowedExtraPerson > 0
                  ? `${t.extraPersons}: ${t.extraPersonHint(formatRupees(rupeesToPaise(type.ExtraPersonRate)))}`
                  : t.noExtra}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}

/** A room's rate plan: the plans of its room type with their meals and terms (ADR 360). */
function RatePlanChoice({
  index,
  room,
  offer,
  onChange,
}: {
  index: number;
  room: RoomChoice;
  offer: HotelPlans[number] | undefined;
  onChange: (id: number | undefined) => void;
}) {
  const { booking: t } = useT();
  if (!offer) return null;
  if (offer.restriction)
    return (
      <p className={styles.fieldError} role="alert">
        {offer.restriction}
      </p>
    );
  if (offer.plans.length < 2) return null;
  const chosen =
    offer.plans.find((p) => (p.id ?? undefined) === room.RatePlanID) ?? offer.plans[0]!;
  const inr = (rupees: number) => formatRupees(rupeesToPaise(rupees));
  return (
    <div className={styles.ratePlan}>
      <SelectField
        label={t.ratePlan}
        value={chosen.id ?? ''}
        aria-describedby={`room-${index}-plan`}
        onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
      >
        {offer.plans.map((p) => (
          <option key={p.id ?? 'standard'} value={p.id ?? ''}>
            {t.ratePlanName(p.name, p.nameHi)} ({t.mealPlanName[p.mealPlan]}
            {p.discountPercent ? `, ${t.discountOff(p.discountPercent)}` : ''})
          </option>
        ))}
      </SelectField>
      <p id={`room-${index}-plan`} className={styles.small}>
        {chosen.mealPlan !== 'ep'
          ? `${t.mealsPerPerson(inr(chosen.mealAdult), inr(chosen.mealChild))}. `
          : ''}
        {chosen.refundable ? t.refundablePlan : t.nonRefundable}
        {chosen.governmentId ? `. ${t.governmentIdPlan}` : ''}
      </p>
    </div>
  );
}
