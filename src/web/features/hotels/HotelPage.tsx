import { useParams } from 'wouter';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { Icon, isIconName } from '../../components/Icon';
import { Localized, useLocalized } from '../../components/Localized';
import { PageHeader } from '../../components/PageHeader';
import { PolicyList } from '../../components/PolicyList';
import { Spinner } from '../../components/Spinner';
import { formatRupees, rupeesToPaise } from '../../../shared/money';
import { useT } from '../../i18n';
import { ApiError } from '../../lib/api';
import { usePageMeta } from '../../lib/meta';
import { useHotelPolicy } from '../../lib/queries/hotelPolicy';
import { href } from '../../lib/paths';
import { useHotel } from '../../lib/queries/hotel';
import { AvailabilityCheck } from './AvailabilityCheck';
import { Gallery } from './Gallery';
import { HotelLocation } from './HotelLocation';
import { HotelReviews } from './HotelReviews';
import styles from './hotels.module.css';
import { BreakableText } from '../../components/BreakableText';

export function HotelPage() {
  const { hotels: t, rooms } = useT();
  const { hotelID = '' } = useParams<{ hotelID: string }>();
  const hotel = useHotel(hotelID);
  const policy = useHotelPolicy(hotelID);
  const l = useLocalized();
  const d = hotel.data;
  usePageMeta(
    d ? l(d.UnitName, d.UnitNameHi).value : t.hotels,
    d ? l(d.Description, d.DescriptionHi).value : undefined,
    d?.Photo,
  );

  if (hotel.isPending) {
    return (
      <main id="main">
        <Spinner block />
      </main>
    );
  }
  if (hotel.isError) {
    const missing =
      hotel.error instanceof ApiError && (hotel.error.status === 404 || hotel.error.status === 400);
    return (
      <main id="main">
        <PageHeader
          title={missing ? t.notFound : t.loadError}
          subtitle={missing ? t.notFoundText : undefined}
        />
        <Container spacing="lg">
          <EmptyState
            tone="error"
            title={missing ? t.notFoundText : t.loadError}
            action={<Button href={href('allHotels')}>{t.backToHotels}</Button>}
          />
        </Container>
      </main>
    );
  }
  const h = hotel.data;
  const name = <Localized en={h.UnitName} hi={h.UnitNameHi} />;
  const about = l(h.Description, h.DescriptionHi);
  return (
    <main id="main">
      <PageHeader
        title={name}
        subtitle={
          <>
            <Icon name="map-pin" /> <Localized en={h.LocationName} hi={h.LocationNameHi} />
          </>
        }
        image={h.Photo}
        breadcrumb={{
          label: t.breadcrumb,
          items: [
            { label: t.home, href: '/' },
            { label: t.hotels, href: href('allHotels') },
            { label: name },
          ],
        }}
      />
      <Container size="wide" spacing="lg" className={styles.detail}>
        <div className={styles.detailMain}>
          <dl className={styles.topFacts}>
            <div>
              <dt>
                <Icon name="clock" /> {t.checkIn}
              </dt>
              <dd>{h.CheckInTime}</dd>
            </div>
            <div>
              <dt>
                <Icon name="clock" /> {t.checkOut}
              </dt>
              <dd>{h.CheckOutTime}</dd>
            </div>
            <div>
              <dt className="visually-hidden">{t.address}</dt>
              <dd>
                <a
                  href={`https://www.openstreetmap.org/search?query=${encodeURIComponent(
                    `${h.UnitName}, ${h.Address}`,
                  )}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <Icon name="map-pin" /> {t.directions}
                  <span className="visually-hidden"> {t.opensInNewTab}</span>
                </a>
              </dd>
            </div>
          </dl>
          <Gallery photos={h.hotelPhotos} />
          <section aria-labelledby="about-title">
            <h2 id="about-title">{t.about}</h2>
            <p lang={about.lang}>{about.value}</p>
          </section>
          <section aria-labelledby="facilities-title">
            <h2 id="facilities-title">{t.facilities}</h2>
            <ul className={styles.facilities}>
              {h.facilities.map((f) => (
                <li key={f.id}>
                  <Icon name={isIconName(f.icon) ? f.icon : 'check'} /> {rooms.facility(f.name)}
                </li>
              ))}
            </ul>
          </section>
          <HotelLocation
            name={l(h.UnitName, h.UnitNameHi).value}
            latitude={h.Latitude}
            longitude={h.Longitude}
          />
          <AvailabilityCheck hotelId={String(h.PropertyID)} />
          <HotelReviews hotelId={h.PropertyID} />
          <PolicyList bands={policy.bands} id="policy-title" />
        </div>
        <aside className={styles.detailSide} aria-label={t.contact}>
          {h.FromPrice !== null ? (
            <div className={styles.sideOffer}>
              <p className={styles.fromPrice}>
                <span className={styles.priceLabel}>{t.from}</span>{' '}
                <span className={styles.price}>{formatRupees(rupeesToPaise(h.FromPrice))}</span>{' '}
                <span className={styles.priceLabel}>{t.perNightWords}</span>
              </p>
              <Button href="#availability-title" variant="accent" size="sm" fullWidth>
                {t.seeRooms}
              </Button>
            </div>
          ) : null}
          <dl className={styles.facts}>
            <div>
              <dt>
                <Icon name="phone" /> {t.phone}
              </dt>
              <dd>
                <a href={`tel:+91${h.MobileNo}`}>+91 {h.MobileNo}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="mail" /> {t.email}
              </dt>
              <dd>
                <a href={`mailto:${h.EmailID}`}>
                  <BreakableText text={h.EmailID} />
                </a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="map-pin" /> {t.address}
              </dt>
              <dd>
                <Localized en={h.Address} hi={h.AddressHi} />
              </dd>
            </div>
          </dl>
        </aside>
      </Container>
      {h.FromPrice !== null ? (
        <div className={styles.stickyRooms}>
          <p>
            <span className={styles.priceLabel}>{t.from}</span>{' '}
            <span className={styles.price}>{formatRupees(rupeesToPaise(h.FromPrice))}</span>{' '}
            <span className={styles.priceLabel}>{t.perNightWords}</span>
          </p>
          <Button href="#availability-title" variant="accent" size="sm">
            {t.seeRooms}
          </Button>
        </div>
      ) : null}
    </main>
  );
}
