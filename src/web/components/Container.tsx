import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from './cx';
import styles from './Container.module.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: 'div' | 'section' | 'main' | 'article' | 'header' | 'footer' | 'nav' | 'aside';
  /** narrow 720px (forms, text) · default 1200px · wide 1440px · full (gutters only). */
  size?: 'narrow' | 'default' | 'wide' | 'full';
  /** Vertical section padding. */
  spacing?: 'none' | 'sm' | 'md' | 'lg';
  children?: ReactNode;
}

export function Container({
  as: Tag = 'div',
  size = 'default',
  spacing = 'none',
  className,
  children,
  ...rest
}: ContainerProps) {
  return (
    <Tag
      {...rest}
      className={cx(
        styles.container,
        styles[size],
        spacing !== 'none' && styles[`spacing-${spacing}`],
        className,
      )}
    >
      {children}
    </Tag>
  );
}
