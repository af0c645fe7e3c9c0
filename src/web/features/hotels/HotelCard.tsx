import type { HotelSummary } from '../../../shared/contracts/hotels';
import { formatRupees, priceRangeText, rupeesToPaise } from '../../../shared/money';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { Localized, useLocalized } from '../../components/Localized';
import { useLocalePath, useT } from '../../i18n';
import { href } from '../../lib/paths';
import styles from './hotels.module.css';

/** A hotel in the list: photo, name and location, price, rooms, Book Now (all lead to the hotel). */
export function HotelCard({ hotel, eager = false }: { hotel: HotelSummary; eager?: boolean }) {
  const lp = useLocalePath();
  const { hotels: t } = useT();
  const to = href('hotel', { hotelID: hotel.PropertyID });
  const price = priceRangeText(hotel.PriceRange);
  const name = useLocalized()(hotel.UnitName, hotel.UnitNameHi).value;
  return (
    <Card
      as="li"
      media={
        <a href={lp(to)} tabIndex={-1} aria-hidden="true">
          <img
            src={hotel.Photo}
            alt={hotel.PhotoAlt}
            width={600}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </a>
      }
      eyebrow={
        <span className={styles.location}>
          <Icon name="map-pin" /> <Localized en={hotel.LocationName} hi={hotel.LocationNameHi} />
        </span>
      }
      title={
        <a href={lp(to)}>
          <Localized en={hotel.UnitName} hi={hotel.UnitNameHi} />
        </a>
      }
      headingLevel={2}
      footer={
        <div className={styles.cardFooter}>
          {hotel.FromPrice !== null ? (
            <p className={styles.fromPrice}>
              <span className={styles.priceLabel}>{t.from}</span>{' '}
              <span className={styles.price}>{formatRupees(rupeesToPaise(hotel.FromPrice))}</span>{' '}
              <span className={styles.priceLabel}>{t.perNightWords}</span>
            </p>
          ) : (
            <div>
              <span className={styles.priceLabel}>{t.price}</span>
              <span className={styles.price}>{price === 'N/A' ? price : `₹${price}`}</span>
            </div>
          )}
          <Button href={lp(to)} size="sm" aria-label={`${t.bookNow}: ${name}`}>
            {t.bookNow}
          </Button>
        </div>
      }
    >
      <p className={styles.rooms}>
        <Icon name="bed" /> {t.rooms(hotel.TotalRooms)}
      </p>
    </Card>
  );
}
