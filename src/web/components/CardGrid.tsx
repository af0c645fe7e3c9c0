import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './CardGrid.module.css';

/**
 * A list of cards: one column on a phone, two from 640px, three from 1024px. A class may set
 * `--card-min` (the least width of a card) and `--card-gap`.
 */
export function CardGrid({ className, ...rest }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={cx(styles.grid, className)} {...rest} />;
}
