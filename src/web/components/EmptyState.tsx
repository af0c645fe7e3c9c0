import type { ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './Icon';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  /** A call to action, e.g. a <Button>. */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
  /** 'error' tints the icon for failures (e.g. 'Destination Not Found'). */
  tone?: 'neutral' | 'error';
  compact?: boolean;
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon = 'search',
  action,
  headingLevel = 2,
  tone = 'neutral',
  compact = false,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.empty, styles[tone], compact && styles.compact, className)}>
      <span className={styles.icon}>
        <Icon name={icon} size={compact ? 28 : 36} />
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
