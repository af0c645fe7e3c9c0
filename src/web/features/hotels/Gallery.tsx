import { useState } from 'react';
import { useT } from '../../i18n';
import styles from './hotels.module.css';

type Photo = { id: number; url: string; alt: string };

/** A main photo with thumbnail buttons; keyboard and screen-reader friendly. */
export function Gallery({ photos }: { photos: Photo[] }) {
  const { hotels: t } = useT();
  const [index, setIndex] = useState(0);
  const current = photos[index];
  if (!current) return null;
  return (
    <section className={styles.gallery} aria-label={t.gallery}>
      <figure className={styles.galleryMain}>
        <img src={current.url} alt={current.alt} width={1200} height={800} />
        <figcaption>
          {current.alt}{' '}
          <span className={styles.counter}>{t.photoOf(index + 1, photos.length)}</span>
        </figcaption>
      </figure>
      <ul className={styles.thumbs}>
        {photos.map((p, i) => (
          <li key={p.id}>
            <button
              type="button"
              className={styles.thumb}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <img src={p.url} alt="" width={160} height={107} loading="lazy" />
              <span className="visually-hidden">{t.showPhoto(p.alt)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
