import { useMemo } from 'react';
import { priceStay, type PricedStay } from '../../../shared/pricing';
import type { Quote } from '../../../shared/contracts/promo-codes';
import type { RoomTypeAvailability } from '../../../shared/contracts/hotels';
import type { HotelPlans, RatePlan } from '../../../shared/contracts/rates';
import { planNightPrices, STANDARD_PLAN, type RatePlanRule } from '../../../shared/rate-plans';
import { rupeesToPaise } from '../../../shared/money';
import { useT } from '../../i18n';
import { useGstSlabs } from '../../lib/queries/gstSlabs';
import type { PriceRow } from './PriceTable';
import type { RoomChoice } from './RoomsPicker';

/** The price preview: the same arithmetic and GST slabs as the server. */
export function usePricePreview(
  rooms: RoomChoice[],
  types: RoomTypeAvailability[],
  plans: HotelPlans = [],
) {
  const { booking: t } = useT();
  const slabs = useGstSlabs();
  const preview = useMemo(() => {
    const gstSlabs = (slabs.data ?? []).map((s) => ({
      minTariffPaise: rupeesToPaise(s.minTariff),
      rateBp: Math.round(s.ratePercent * 100),
    }));
    // no price before the slabs arrive: there is no rate to assume (ADR 220)
    const chosen = gstSlabs.length
      ? rooms
          .map((r) => ({ r, type: types.find((x) => x.RoomTypeID === r.RoomTypeID) }))
          .filter(
            (x): x is { r: RoomChoice; type: NonNullable<typeof x.type> } => x.type !== undefined,
          )
      : [];
    const priced = priceStay(
      chosen.map(({ r, type }) => ({
        // the room's plan: meals per person and its discount, as the server prices it (ADR 360)
        nightPricesPaise: planNightPrices(
          type.nights.map((n) => rupeesToPaise(n.price)),
          planRule(plans, r),
          { adults: r.NoOfAdult, children: r.NoOfChild, extraPersons: r.ExtraPerson },
        ),
        extraPersons: r.ExtraPerson,
        extraPersonRatePaise: rupeesToPaise(type.ExtraPersonRate),
        nightExtraRatesPaise: type.nights.map((n) => rupeesToPaise(n.extraPersonRate)),
      })),
      gstSlabs,
    );
    const rows: PriceRow[] = chosen.map(({ r, type }, i) => ({
      label: `${t.roomN(i + 1)}: ${type.RoomTypeName}${planLabel(plans, r, t)}`,
      priced: priced.rooms[i]!,
      extraPersons: r.ExtraPerson,
      extraRatePaise: rupeesToPaise(type.ExtraPersonRate),
    }));
    return { rows, priced };
  }, [rooms, types, plans, slabs.data, t]);
  return { ...preview, ready: slabs.isSuccess && (slabs.data?.length ?? 0) > 0 };
}

function planOf(plans: HotelPlans, r: RoomChoice): RatePlan | undefined {
  if (r.RatePlanID === undefined) return undefined;
  return plans.find((p) => p.roomTypeId === r.RoomTypeID)?.plans.find((p) => p.id === r.RatePlanID);
}

/** The chosen plan's rule in paise; the standard rate when none is chosen. */
function planRule(plans: HotelPlans, r: RoomChoice): RatePlanRule {
  const p = planOf(plans, r);
  if (!p) return STANDARD_PLAN;
  return {
    mealPlan: p.mealPlan,
    mealAdultPaise: rupeesToPaise(p.mealAdult),
    mealChildPaise: rupeesToPaise(p.mealChild),
    discountBp: Math.round(p.discountPercent * 100),
    refundable: p.refundable,
  };
}

/** ", Bed and breakfast": the plan's name after the room type, when one is chosen. */
function planLabel(
  plans: HotelPlans,
  r: RoomChoice,
  t: { ratePlanName: (name: string, nameHi: string | null) => string },
): string {
  const p = planOf(plans, r);
  return p ? `, ${t.ratePlanName(p.name, p.nameHi)}` : '';
}

/** The server's quote (rupees) as the price table's figures (paise): a promo code's price. */
export function pricedFromQuote(q: Quote): PricedStay {
  const p = rupeesToPaise;
  return {
    rooms: q.rooms.map((r) => {
      const lines = r.lines.map((l) => ({
        rateBp: Math.round(l.ratePercent * 100),
        nights: l.nights,
        taxablePaise: p(l.taxable),
        gstPaise: p(l.gst),
      }));
      return {
        nights: r.nights,
        pricePerDayPaise: p(r.pricePerDay),
        tariffPaise: 0,
        extraAmountPaise: p(r.extraAmount),
        amountPaise: p(r.amount),
        gstRateBp: Math.max(0, ...lines.map((l) => l.rateBp)),
        gstPaise: p(r.gst),
        lines,
      };
    }),
    roomTotalPaise: p(q.roomTotal),
    gstPaise: p(q.gst),
    totalPaise: p(q.totalPayable),
  };
}
