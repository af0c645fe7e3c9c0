import type { UseQueryResult } from '@tanstack/react-query';
import { AMENITIES, MAX_ROOMS_PER_BOOKING } from '../../../shared/constants';
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
import { RoomDetails, RoomName, RoomPhoto } from '../../components/RoomDetails';
import { Spinner } from '../../components/Spinner';
import { useLocalePath, useT } from '../../i18n';
import { href } from '../../lib/paths';
import type { SearchAnswer } from './api/searchAvailability';
import { planParam } from './party';
import styles from './booking.module.css';

const rupees = (r: number) => formatRupees(rupeesToPaise(r));

export type ResultsSort = 'recommended' | 'price';

/** The party's price at a hotel: the suggested rooms' total (with GST when known). */
const partyPrice = (h: HotelResult) => h.suggestion.Total ?? h.suggestion.RoomTotal;

/** The hotels in the chosen order: as the server lists them, or the party's price, lowest first. */
export function sortHotels(hotels: readonly HotelResult[], sort: ResultsSort): HotelResult[] {
  if (sort === 'recommended') return [...hotels];
  return [...hotels].sort((a, b) => partyPrice(a) - partyPrice(b));
}

/** The /availibilty results: a prompt before the first search, then the hotels with free rooms. */
export function AvailabilityResults({
  query,
  results,
  sort,
}: {
  query: AvailabilitySearchRequest | null;
  results: UseQueryResult<SearchAnswer>;
  sort: ResultsSort;
}) {
  const { booking: t } = useT();
  const nights = query ? daysBetween(query.checkIn, query.checkOut) : 0;
  const party = query ? t.party(query.guests ?? 1, query.children ?? 0) : '';
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
        ) : results.data.hotels.length === 0 ? (
          <EmptyState
            compact
            title={t.noResults}
            description={
              results.data.party?.change === 'addRoom'
                ? t.partyAddRoom(party, query.rooms ?? 1, results.data.party.rooms)
                : results.data.party?.change === 'fewerRooms'
                  ? t.partyFewerRooms
                  : results.data.party?.change === 'fewerGuestsPerRoom'
                    ? t.partyFewerGuests(party, MAX_ROOMS_PER_BOOKING)
                    : t.noResultsText
            }
          />
        ) : (
          <>
            <p className={styles.muted}>{t.resultsCount(results.data.hotels.length)}</p>
            <ul className={styles.hotelList}>
              {sortHotels(results.data.hotels, sort).map((h) => (
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
  const l = useLocalized();
  const name = l(hotel.UnitName, hotel.UnitNameHi).value;
  const adults = query.guests ?? 1;
  const children = query.children ?? 0;
  const stay = { checkIn: query.checkIn, checkOut: query.checkOut, adults, children };
  // a room type's Book Now: the party in the rooms asked, of that type where they fit (the
  // booking page allocates them); the suggestion's: its very rooms
  const to = (roomTypeId: number) =>
    href('bookHotel', { hotelID: hotel.PropertyID }, { ...stay, rooms: query.rooms, roomTypeId });
  const suggested = hotel.suggestion;
  const toSuggested = href(
    'bookHotel',
    { hotelID: hotel.PropertyID },
    { ...stay, rooms: suggested.rooms.length, plan: planParam(suggested.rooms) },
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
        <div className={styles.suggestion}>
          <h4 className={styles.suggestionTitle}>{t.suggestedFor(t.party(adults, children))}</h4>
          <ul className={styles.suggestionRooms}>
            {suggested.rooms.map((r, i) => (
              <li key={i}>
                {t.suggestedRoom(r.RoomTypeName, r.NoOfAdult, r.NoOfChild, r.ExtraPerson)}
              </li>
            ))}
          </ul>
          <div className={styles.suggestionBuy}>
            <p className={styles.suggestionTotal}>
              <strong>
                {suggested.Total !== null
                  ? t.totalWithGst(nights, rupees(suggested.Total))
                  : t.roomsBeforeGst(nights, rupees(suggested.RoomTotal))}
              </strong>
            </p>
            <Button
              href={lp(toSuggested)}
              size="sm"
              variant="accent"
              aria-label={t.bookSuggestionLabel(name)}
            >
              {t.bookSuggestion}
            </Button>
          </div>
        </div>
        <ul className={styles.roomTypes} aria-label={`${t.roomType}: ${name}, ${t.nights(nights)}`}>
          {hotel.rooms.map((r) => (
            <li key={r.RoomTypeID} className={styles.roomType}>
              <div className={styles.roomInfo}>
                <RoomPhoto room={r} />
                <p className={styles.roomName}>
                  <RoomName room={r} />
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
                <RoomDetails room={r} />
              </div>
              <div className={styles.roomBuy}>
                <p className={styles.roomPrice}>
                  <strong>{rupees(r.PricePerDay)}</strong> {t.perNight}
                </p>
                <p className={styles.small}>
                  {r.StayTotal !== null
                    ? t.totalWithGst(nights, rupees(r.StayTotal))
                    : t.stayTotal(nights, rupees(r.nights.reduce((sum, n) => sum + n.price, 0)))}
                </p>
                <Badge size="sm" tone={r.AvailableRooms <= 2 ? 'warning' : 'success'}>
                  {t.roomsLeft(r.AvailableRooms)}
                </Badge>
                <Button
                  href={lp(to(r.RoomTypeID))}
                  size="sm"
                  variant="accent"
                  aria-label={`${t.bookHotel}: ${l(r.RoomTypeName, r.RoomTypeNameHi).value}, ${name}`}
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
