import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Card.module.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  as?: 'article' | 'div' | 'section' | 'li';
  /** Image or other media shown on top (or at the start when `horizontal`). */
  media?: ReactNode;
  /** Aspect ratio of the media box. */
  mediaAspect?: '16/9' | '3/2' | '4/3' | '1/1' | 'auto';
  /** Overlay on the media corner, e.g. a <Badge>. */
  mediaBadge?: ReactNode;
  /** Small text above the title (e.g. a location). */
  eyebrow?: ReactNode;
  title?: ReactNode;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Bottom row (price, actions), pushed to the card's end. */
  footer?: ReactNode;
  variant?: 'elevated' | 'outlined' | 'flat';
  /** Media beside content from 768px up. */
  horizontal?: boolean;
  /** The first link inside the title covers the whole card (one click target, one tab stop). */
  stretchLink?: boolean;
}

const ASPECT: Record<NonNullable<CardProps['mediaAspect']>, string | undefined> = {
  '16/9': styles.aspect169,
  '3/2': styles.aspect32,
  '4/3': styles.aspect43,
  '1/1': styles.aspect11,
  auto: undefined,
};

export function Card({
  as: Tag = 'article',
  media,
  mediaAspect = '3/2',
  mediaBadge,
  eyebrow,
  title,
  headingLevel = 3,
  footer,
  variant = 'elevated',
  horizontal = false,
  stretchLink = false,
  className,
  children,
  ...rest
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <Tag
      {...rest}
      className={cx(
        styles.card,
        styles[variant],
        horizontal && styles.horizontal,
        stretchLink && styles.stretch,
        className,
      )}
    >
      {media ? (
        <div className={cx(styles.media, ASPECT[mediaAspect])}>
          {media}
          {mediaBadge ? <div className={styles.mediaBadge}>{mediaBadge}</div> : null}
        </div>
      ) : null}
      <div className={styles.content}>
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        {title ? <Heading className={styles.title}>{title}</Heading> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </Tag>
  );
}
