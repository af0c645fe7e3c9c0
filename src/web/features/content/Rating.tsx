import { Icon } from '../../components/Icon';
import { useT } from '../../i18n';
import styles from './tours.module.css';

/** Stars out of 5 (read as "Rated 4.7 out of 5") and the number of reviews. */
export function Rating({ rating, reviews }: { rating: number; reviews: number }) {
  const t = useT().content.tours;
  return (
    <p className={styles.rating}>
      <span className={styles.stars} role="img" aria-label={t.rating(rating)}>
        {[1, 2, 3, 4, 5].map((i) => (
          <Icon
            key={i}
            name="star"
            className={i <= Math.round(rating) ? styles.starOn : styles.starOff}
          />
        ))}
      </span>
      <span className={styles.ratingValue} aria-hidden="true">
        {rating.toFixed(1)}
      </span>
      <span className={styles.reviews}>{t.reviews(reviews)}</span>
    </p>
  );
}
