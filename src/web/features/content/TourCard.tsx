import type { Tour } from '../../../shared/contracts/content';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { Localized, useLocalized } from '../../components/Localized';
import { useLocalePath, useT } from '../../i18n';
import { href } from '../../lib/paths';
import styles from './tours.module.css';

export const rupees = (r: number) => formatRupees(rupeesToPaise(r));

/** The price now, with the old price struck through beside it when there is a discount. */
export function TourPrice({ tour, large = false }: { tour: Tour; large?: boolean }) {
  const t = useT().content.tours;
  return (
    <p className={large ? styles.priceLarge : styles.priceRow}>
      {tour.originalPrice !== null ? (
        <>
          <span className="visually-hidden">{t.was}</span>
          <s className={styles.oldPrice}>{rupees(tour.originalPrice)}</s>{' '}
          <span className="visually-hidden">{t.now}</span>
        </>
      ) : null}
      <span className={styles.price}>{rupees(tour.price)}</span>
    </p>
  );
}

/** A tour package in the list; the image, the title and the button lead to its details. */
export function TourCard({ tour, eager = false }: { tour: Tour; eager?: boolean }) {
  const lp = useLocalePath();
  const t = useT().content.tours;
  const to = href('tourDetails', { id: tour.id });
  const l = useLocalized();
  const alt = l(tour.imageAlt, null);
  return (
    <Card
      as="li"
      media={
        <a href={lp(to)} tabIndex={-1} aria-hidden="true">
          <img
            src={tour.image}
            alt={alt.value}
            lang={alt.lang}
            width={600}
            height={400}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
          />
        </a>
      }
      mediaBadge={
        tour.discount ? (
          <Badge tone="accent" variant="solid">
            {t.discount(tour.discount)}
          </Badge>
        ) : tour.featured ? (
          <Badge tone="primary" variant="solid" icon="star">
            {t.featured}
          </Badge>
        ) : undefined
      }
      eyebrow={
        <span className={styles.location}>
          <Icon name="map-pin" /> <Localized en={tour.location} hi={tour.locationHi} />
        </span>
      }
      title={
        <a href={lp(to)}>
          <Localized en={tour.title} hi={tour.titleHi} />
        </a>
      }
      headingLevel={2}
      footer={
        <div className={styles.cardFooter}>
          <div>
            <span className={styles.priceLabel}>{t.from}</span>
            <TourPrice tour={tour} />
          </div>
          <Button
            href={lp(to)}
            size="sm"
            aria-label={t.viewDetailsOf(l(tour.title, tour.titleHi).value)}
          >
            {t.viewDetails}
          </Button>
        </div>
      }
    >
      <ul className={styles.facts}>
        <li>
          <Icon name="clock" /> <Localized en={tour.duration} hi={tour.durationHi} />
        </li>
        <li>
          <Icon name="users" /> <Localized en={tour.guests} hi={null} />
        </li>
      </ul>
    </Card>
  );
}
