import { Icon } from './Icon';
import styles from './Stars.module.css';

/** Five stars, `value` of them filled (rounded), read out as `label` ("Rated 4 out of 5"). */
export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Icon key={i} name="star" className={i <= Math.round(value) ? styles.on : styles.off} />
      ))}
    </span>
  );
}
