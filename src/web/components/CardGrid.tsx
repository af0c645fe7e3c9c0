import type { HTMLAttributes } from 'react';
import { cx } from './cx';
import styles from './CardGrid.module.css';

/** A list of cards: one column on a phone, two from 640px, three from 1024px. */
export function CardGrid({ className, ...rest }: HTMLAttributes<HTMLUListElement>) {
  return <ul className={cx(styles.grid, className)} {...rest} />;
}
