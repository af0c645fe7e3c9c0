import type { UseQueryResult } from '@tanstack/react-query';
import { AMENITIES } from '../../../shared/constants';
import type {
  AvailabilitySearchRequest,
  HotelResult,
} from '../../../shared/contracts/availability';
import { daysBetween } from '../../../shared/dates';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { Localized, useLocalized } from '../../components/Localized';
import { Spinner } from '../../components/Spinner';
import { useLocalePath, useT } from '../../i18n';
import { href } from '../../lib/paths';
import styles from './booking.module.css';

const rupees = (r: number) => formatRupees(rupeesToPaise(r));

/** The /availibilty results: a prompt before the first search, then the hotels with free rooms. */
export function AvailabilityResults({
  query,
  results,
}: {
  query: AvailabilitySearchRequest | null;
  results: UseQueryResult<HotelResult[]>;
}) {
  const { booking: t } = useT();
  const nights = query ? daysBetween(query.checkIn, query.checkOut) : 0;
  return (
    <section className={styles.results} aria-labelledby="results-title">
      <h2 id="results-title">{t.resultsTitle}</h2>
      <div aria-live="polite">
        {query === null ? (
          <p className={styles.muted}>{t.searchPrompt}</p>
        ) : results.isPending ? (
          <Spinner block />
        ) : results.isError ? (
          <EmptyState
            tone="error"
            compact
            title={results.error.message || t.searchError}
            action={<Button onClick={() => void results.refetch()}>{t.retry}</Button>}
          />
        ) : results.data.length === 0 ? (
          <EmptyState compact title={t.noResults} description={t.noResultsText} />
        ) : (
          <>
            <p className={styles.muted}>{t.resultsCount(results.data.length)}</p>
            <ul className={styles.hotelList}>
              {results.data.map((h) => (
                <HotelResultCard key={h.PropertyID} hotel={h} query={query} nights={nights} />
              ))}
            </ul>
          </>
        )}
      </div>
    </section>
  );
}

function HotelResultCard({
  hotel,
  query,
  nights,
}: {
  hotel: HotelResult;
  query: AvailabilitySearchRequest;
  nights: number;
}) {
  const lp = useLocalePath();
  const { booking: t } = useT();
  const name = useLocalized()(hotel.UnitName, hotel.UnitNameHi).value;
  const to = (roomTypeId?: number) =>
    href(
      'bookHotel',
      { hotelID: hotel.PropertyID },
      { checkIn: query.checkIn, checkOut: query.checkOut, rooms: query.rooms, roomTypeId },
    );
  return (
    <li className={styles.hotelResult}>
      <img
        className={styles.hotelImg}
        src={hotel.Photo}
        alt={hotel.PhotoAlt}
        width={400}
        height={300}
        loading="lazy"
        decoding="async"
      />
      <div className={styles.hotelBody}>
        <p className={styles.eyebrow}>
          <span className={styles.location}>
            <Icon name="map-pin" /> <Localized en={hotel.LocationName} hi={hotel.LocationNameHi} />
          </span>
        </p>
        <h3 className={styles.hotelName}>
          <a href={lp(href('hotel', { hotelID: hotel.PropertyID }))}>
            <Localized en={hotel.UnitName} hi={hotel.UnitNameHi} />
          </a>
        </h3>
        <ul className={styles.amenityList} aria-label={t.amenities}>
          {hotel.Amenities.filter((a) => (AMENITIES as readonly string[]).includes(a)).map((a) => (
            <li key={a}>
              <Badge size="sm">{t.amenityName(a)}</Badge>
            </li>
          ))}
        </ul>
        <ul className={styles.roomTypes} aria-label={`${t.roomType}: ${name}, ${t.nights(nights)}`}>
          {hotel.rooms.map((r) => (
            <li key={r.RoomTypeID} className={styles.roomType}>
              <div className={styles.roomInfo}>
                <p className={styles.roomName}>
                  {r.RoomTypeName}
                  {/* 'Standard Single Room Single' read twice: the kind shows only when the name lacks it */}
                  {r.RoomTypeName.toLowerCase().includes(r.Category.toLowerCase()) ? null : (
                    <>
                      {' '}
                      <Badge size="sm" tone="info">
                        {t.categoryName(r.Category)}
                      </Badge>
                    </>
                  )}
                </p>
                <p className={styles.muted}>
                  <Icon name="users" /> {t.sleeps(r.MaxAdults, r.MaxChildren)}
                </p>
              </div>
              <div className={styles.roomBuy}>
                <p className={styles.roomPrice}>
                  <strong>{rupees(r.PricePerDay)}</strong> {t.perNight}
                </p>
                <p className={styles.small}>
                  {t.stayTotal(nights, rupees(r.nights.reduce((sum, n) => sum + n.price, 0)))}
                </p>
                <Badge size="sm" tone={r.AvailableRooms <= 2 ? 'warning' : 'success'}>
                  {t.roomsLeft(r.AvailableRooms)}
                </Badge>
                <Button
                  href={lp(to(r.RoomTypeID))}
                  size="sm"
                  variant="accent"
                  aria-label={`${t.bookHotel}: ${r.RoomTypeName}, ${name}`}
                >
                  {t.bookHotel}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </li>
  );
}
