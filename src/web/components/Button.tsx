import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useLocalePath } from '../i18n';
import { cx } from './cx';
import { Icon, type IconName } from './Icon';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface CommonProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Icon before the label. */
  iconStart?: IconName;
  /** Icon after the label. */
  iconEnd?: IconName;
  /** Shows a spinner, sets aria-busy and blocks clicks; the label stays for screen readers. */
  loading?: boolean;
  children?: ReactNode;
}

export type ButtonAsButtonProps = CommonProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, keyof CommonProps> & {
    href?: undefined;
    ref?: Ref<HTMLButtonElement>;
  };

export type ButtonAsLinkProps = CommonProps &
  Omit<AnchorHTMLAttributes<HTMLAnchorElement>, keyof CommonProps> & {
    /** Renders an <a>; works under wouter's `<Link asChild>` (href and onClick pass through). */
    href: string;
    ref?: Ref<HTMLAnchorElement>;
  };

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function isLink(props: ButtonProps): props is ButtonAsLinkProps {
  return typeof props.href === 'string';
}

function Content({ iconStart, iconEnd, loading, children }: CommonProps) {
  return (
    <>
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {iconStart && !loading ? <Icon name={iconStart} className={styles.icon} /> : null}
      {children !== undefined && children !== null ? (
        <span className={styles.label}>{children}</span>
      ) : null}
      {iconEnd ? <Icon name={iconEnd} className={styles.icon} /> : null}
    </>
  );
}

export function Button(props: ButtonProps) {
  const lp = useLocalePath();
  if (isLink(props)) {
    const {
      variant = 'primary',
      size = 'md',
      fullWidth = false,
      iconStart,
      iconEnd,
      loading = false,
      children,
      className,
      onClick,
      ...anchorProps
    } = props;
    return (
      <a
        {...anchorProps}
        href={lp(anchorProps.href)}
        className={cx(
          styles.button,
          styles[variant],
          styles[size],
          fullWidth && styles.fullWidth,
          loading && styles.loading,
          className,
        )}
        aria-busy={loading || undefined}
        onClick={(event) => {
          if (loading) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
      >
        <Content iconStart={iconStart} iconEnd={iconEnd} loading={loading}>
          {children}
        </Content>
      </a>
    );
  }

  const {
    variant = 'primary',
    size = 'md',
    fullWidth = false,
    iconStart,
    iconEnd,
    loading = false,
    children,
    className,
    type = 'button',
    disabled,
    onClick,
    ...buttonProps
  } = props;
  return (
    <button
      {...buttonProps}
      type={type}
      disabled={disabled}
      className={cx(
        styles.button,
        styles[variant],
        styles[size],
        fullWidth && styles.fullWidth,
        loading && styles.loading,
        className,
      )}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={(event) => {
        if (loading) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      <Content iconStart={iconStart} iconEnd={iconEnd} loading={loading}>
        {children}
      </Content>
    </button>
  );
}
