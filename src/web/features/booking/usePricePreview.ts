import { useMemo } from 'react';
import { priceStay } from '../../../shared/pricing';
import type { RoomTypeAvailability } from '../../../shared/contracts/hotels';
import { rupeesToPaise } from '../../../shared/money';
import { useT } from '../../i18n';
import { useGstSlabs } from '../../lib/queries/gstSlabs';
import type { PriceRow } from './PriceTable';
import type { RoomChoice } from './RoomsPicker';

/** The price preview: the same arithmetic and GST slabs as the server. */
export function usePricePreview(rooms: RoomChoice[], types: RoomTypeAvailability[]) {
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
        nightPricesPaise: type.nights.map((n) => rupeesToPaise(n.price)),
        extraPersons: r.ExtraPerson,
        extraPersonRatePaise: rupeesToPaise(type.ExtraPersonRate),
        nightExtraRatesPaise: type.nights.map((n) => rupeesToPaise(n.extraPersonRate)),
      })),
      gstSlabs,
    );
    const rows: PriceRow[] = chosen.map(({ r, type }, i) => ({
      label: `${t.roomN(i + 1)}: ${type.RoomTypeName}`,
      priced: priced.rooms[i]!,
      extraPersons: r.ExtraPerson,
      extraRatePaise: rupeesToPaise(type.ExtraPersonRate),
    }));
    return { rows, priced };
  }, [rooms, types, slabs.data, t]);
  return { ...preview, ready: slabs.isSuccess && (slabs.data?.length ?? 0) > 0 };
}
