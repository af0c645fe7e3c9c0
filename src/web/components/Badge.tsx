import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import { Icon, type IconName } from './Icon';
import styles from './Badge.module.css';

export type BadgeTone =
  'neutral' | 'primary' | 'accent' | 'success' | 'danger' | 'info' | 'warning';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** 'solid' for emphasis (e.g. 'Top Choice' on a photo), 'soft' for status text. */
  variant?: 'soft' | 'solid';
  size?: 'sm' | 'md';
  icon?: IconName;
  children: ReactNode;
}

export function Badge({
  tone = 'neutral',
  variant = 'soft',
  size = 'md',
  icon,
  className,
  children,
  ...rest
}: BadgeProps) {
  return (
    <span
      {...rest}
      className={cx(styles.badge, styles[tone], styles[variant], styles[size], className)}
    >
      {icon ? <Icon name={icon} size="1.1em" /> : null}
      {children}
    </span>
  );
}
