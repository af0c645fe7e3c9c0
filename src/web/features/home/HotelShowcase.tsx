import type { HotelSummary } from '../../../shared/contracts/hotels';
import { formatRupees, priceRangeText, rupeesToPaise } from '../../../shared/money';
import { isTopChoice, showcaseHotels } from '../../../shared/showcase';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { Localized, useLocalized } from '../../components/Localized';
import { useLocalePath, useT } from '../../i18n';
import { href } from '../../lib/paths';
import { useHotels } from './api/getHotels';
import { Section, SectionError } from './Section';
import styles from './home.module.css';

function ShowcaseCard({ hotel }: { hotel: HotelSummary }) {
  const lp = useLocalePath();
  const t = useT().home.hotels;
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
            loading="lazy"
            decoding="async"
          />
        </a>
      }
      mediaBadge={
        isTopChoice(hotel.UnitName) ? (
          <Badge tone="accent" variant="solid" icon="star">
            {t.topChoice}
          </Badge>
        ) : undefined
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
      footer={
        <div className={styles.hotelFooter}>
          {hotel.FromPrice !== null ? (
            <p className={styles.fromPrice}>
              <span className={styles.priceLabel}>{t.from}</span>{' '}
              <span className={styles.price}>{formatRupees(rupeesToPaise(hotel.FromPrice))}</span>{' '}
              <span className={styles.priceLabel}>{t.perNight}</span>
            </p>
          ) : (
            <div>
              <span className={styles.priceLabel}>{t.price}</span>
              <span className={styles.price}>{price === 'N/A' ? price : `${t.rupee}${price}`}</span>
            </div>
          )}
          <Button href={lp(to)} size="sm" aria-label={t.bookNowLabel(name)}>
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

/** Patratu, Ranchi and Netarhat first, then the first 4, with 'Top Choice' on those three. */
export function HotelShowcase() {
  const lp = useLocalePath();
  const t = useT().home.hotels;
  const q = useHotels();
  return (
    <Section
      id="home-hotels"
      title={t.title}
      intro={t.intro}
      action={
        <Button
          href={lp(href('allHotels'))}
          variant="secondary"
          iconEnd="arrow-right"
          className={styles.headAction}
        >
          {t.exploreMore}
        </Button>
      }
    >
      {q.isError ? (
        <SectionError message={t.loadError} retry={t.retry} onRetry={() => void q.refetch()} />
      ) : (
        <ul className={styles.hotels} role="list" aria-busy={q.isPending || undefined}>
          {q.isPending
            ? Array.from({ length: 4 }, (_, i) => (
                <li key={i} className={styles.cardSkeleton} aria-hidden="true" />
              ))
            : showcaseHotels(q.data).map((h) => <ShowcaseCard key={h.PropertyID} hotel={h} />)}
        </ul>
      )}
    </Section>
  );
}
