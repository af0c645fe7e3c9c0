import { useState } from 'react';
import { useT } from '../../i18n';
import styles from './hotels.module.css';

type Photo = { id: number; url: string; alt: string; sources?: { type: string; srcset: string }[] };

/** An uploaded photo's AVIF/WebP/JPEG variants for the browser to choose from; demo pictures have none. */
function Sources({ photo, sizes }: { photo: Photo; sizes: string }) {
  return (
    <>
      {(photo.sources ?? []).map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={sizes} />
      ))}
    </>
  );
}

/** A main photo with thumbnail buttons; keyboard and screen-reader friendly. */
export function Gallery({ photos }: { photos: Photo[] }) {
  const { hotels: t } = useT();
  const [index, setIndex] = useState(0);
  const current = photos[index];
  if (!current) return null;
  return (
    <section className={styles.gallery} aria-label={t.gallery}>
      <figure className={styles.galleryMain}>
        <picture>
          <Sources photo={current} sizes="(min-width: 1200px) 1200px, 100vw" />
          {/* the page's largest picture (its LCP): fetched ahead of the rest */}
          <img src={current.url} alt={current.alt} width={1200} height={800} fetchPriority="high" />
        </picture>
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
              <picture>
                <Sources photo={p} sizes="160px" />
                <img src={p.url} alt="" width={160} height={107} loading="lazy" />
              </picture>
              <span className="visually-hidden">{t.showPhoto(p.alt)}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
