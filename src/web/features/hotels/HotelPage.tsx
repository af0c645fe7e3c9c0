import { useParams } from 'wouter';
import { Button } from '../../components/Button';
import { Container } from '../../components/Container';
import { EmptyState } from '../../components/EmptyState';
import { Icon, isIconName } from '../../components/Icon';
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
import styles from './hotels.module.css';

export function HotelPage() {
  const { hotels: t } = useT();
  const { hotelID = '' } = useParams<{ hotelID: string }>();
  const hotel = useHotel(hotelID);
  const policy = useHotelPolicy(hotelID);
  usePageMeta(hotel.data?.UnitName ?? t.hotels, hotel.data?.Description, hotel.data?.Photo);

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
  return (
    <main id="main">
      <PageHeader
        title={h.UnitName}
        subtitle={
          <>
            <Icon name="map-pin" /> {h.LocationName}
          </>
        }
        image={h.Photo}
        breadcrumb={{
          label: t.breadcrumb,
          items: [
            { label: t.home, href: '/' },
            { label: t.hotels, href: href('allHotels') },
            { label: h.UnitName },
          ],
        }}
      />
      <Container size="wide" spacing="lg" className={styles.detail}>
        <div className={styles.detailMain}>
          <Gallery photos={h.hotelPhotos} />
          <section aria-labelledby="about-title">
            <h2 id="about-title">{t.about}</h2>
            <p>{h.Description}</p>
          </section>
          <section aria-labelledby="facilities-title">
            <h2 id="facilities-title">{t.facilities}</h2>
            <ul className={styles.facilities}>
              {h.facilities.map((f) => (
                <li key={f.id}>
                  <Icon name={isIconName(f.icon) ? f.icon : 'check'} /> {f.name}
                </li>
              ))}
            </ul>
          </section>
          <AvailabilityCheck hotelId={String(h.PropertyID)} />
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
                <a href={`mailto:${h.EmailID}`}>{h.EmailID}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Icon name="map-pin" /> {t.address}
              </dt>
              <dd>{h.Address}</dd>
            </div>
          </dl>
        </aside>
      </Container>
    </main>
  );
}
