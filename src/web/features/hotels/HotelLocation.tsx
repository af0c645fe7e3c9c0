import { LOCATOR_BOUNDS } from '../../../shared/room-content';
import { Icon } from '../../components/Icon';
import { useLang, useT } from '../../i18n';
import styles from './hotels.module.css';

/** Jharkhand's border, simplified to a few points (longitude, latitude): the locator's outline. */
const OUTLINE: [number, number][] = [
  [83.33, 24.1],
  [83.6, 24.6],
  [84.2, 24.5],
  [84.5, 24.9],
  [85.5, 24.75],
  [86.3, 24.5],
  [86.9, 25.2],
  [87.3, 25.3],
  [87.8, 24.9],
  [87.7, 24.2],
  [87.0, 23.7],
  [86.6, 23.3],
  [86.9, 22.6],
  [86.6, 22.0],
  [85.9, 22.0],
  [85.4, 22.2],
  [84.8, 22.4],
  [84.0, 22.5],
  [83.9, 23.0],
  [83.5, 23.6],
];

const W = 240;
const H = 190;
const { south, north, west, east } = LOCATOR_BOUNDS;
const x = (lng: number) => ((lng - west) / (east - west)) * W;
const y = (lat: number) => ((north - lat) / (north - south)) * H;
const inBounds = (lat: number, lng: number) =>
  lat >= south && lat <= north && lng >= west && lng <= east;

/**
 * The hotel's place without loading anything from the internet (ADR 336): its coordinates, a
 * link that opens OpenStreetMap, and a small drawn locator of Jharkhand with the hotel's pin.
 */
export function HotelLocation({
  name,
  latitude,
  longitude,
}: {
  name: string;
  latitude: number | null;
  longitude: number | null;
}) {
  const { rooms: t, hotels: h } = useT();
  const lang = useLang();
  if (latitude === null || longitude === null) {
    return (
      <section aria-labelledby="location-title" className={styles.locationBlock}>
        <h2 id="location-title">{t.locationTitle}</h2>
        <p>{t.noPlace}</p>
      </section>
    );
  }
  const fmt = (v: number) =>
    v.toLocaleString(lang === 'hi' ? 'hi-IN' : 'en-IN', {
      minimumFractionDigits: 4,
      maximumFractionDigits: 4,
    });
  const osm = `https://www.openstreetmap.org/?mlat=${latitude.toFixed(5)}&mlon=${longitude.toFixed(
    5,
  )}#map=14/${latitude.toFixed(5)}/${longitude.toFixed(5)}`;
  return (
    <section aria-labelledby="location-title" className={styles.locationBlock}>
      <h2 id="location-title">{t.locationTitle}</h2>
      <div className={styles.locationBody}>
        {inBounds(latitude, longitude) ? (
          <svg
            className={styles.locator}
            viewBox={`0 0 ${W} ${H}`}
            role="img"
            aria-label={t.locatorLabel(name)}
            width={W}
            height={H}
          >
            <rect width={W} height={H} className={styles.locatorSea} />
            <polygon
              points={OUTLINE.map(([lng, lat]) => `${x(lng).toFixed(1)},${y(lat).toFixed(1)}`).join(
                ' ',
              )}
              className={styles.locatorLand}
            />
            <circle cx={x(longitude)} cy={y(latitude)} r={9} className={styles.locatorHalo} />
            <circle cx={x(longitude)} cy={y(latitude)} r={5} className={styles.locatorPin} />
          </svg>
        ) : null}
        <div className={styles.locationText}>
          <p>
            <span className={styles.locationLabel}>{t.coordinates}:</span>{' '}
            <span>{t.latLng(fmt(latitude), fmt(longitude))}</span>
          </p>
          <p>
            <a href={osm} target="_blank" rel="noopener noreferrer">
              <Icon name="map-pin" /> {t.openInOsm}
              <span className="visually-hidden"> {h.opensInNewTab}</span>
            </a>
          </p>
        </div>
      </div>
    </section>
  );
}
