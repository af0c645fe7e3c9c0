import type { CSSProperties, ReactNode } from 'react';
import { preload } from 'react-dom';
import { useLocalePath } from '../i18n';
import { cx } from './cx';
import type { LinkComponent } from './link';
import styles from './PageHeader.module.css';

export interface Crumb {
  label: ReactNode;
  /** Omit for the current page (always the last crumb). */
  href?: string;
}

export interface PageHeaderProps {
  /** The page's <h1>. */
  title: ReactNode;
  subtitle?: ReactNode;
  /** Breadcrumb trail; `label` names the <nav> landmark. */
  breadcrumb?: { label: string; items: Crumb[] };
  /** Background image URL, darkened so text keeps its contrast. */
  image?: string;
  align?: 'start' | 'center';
  size?: 'sm' | 'md' | 'lg';
  /** Actions under the subtitle (e.g. buttons). */
  children?: ReactNode;
  linkComponent?: LinkComponent;
  /** id of the <h1>, e.g. for aria-labelledby or a skip link target. */
  titleId?: string;
  className?: string;
}

export function PageHeader({
  title,
  subtitle,
  breadcrumb,
  image,
  align = 'start',
  size = 'md',
  children,
  linkComponent,
  titleId,
  className,
}: PageHeaderProps) {
  const lp = useLocalePath();
  // a CSS background is found only once the styles apply; the header is usually the page's
  // largest element (its LCP), so its picture is named in the HTML's <head>, high priority
  if (image) preload(image, { as: 'image', fetchPriority: 'high' });
  const style = image
    ? ({ '--page-header-image': `url("${image.replace(/"/g, '%22')}")` } as CSSProperties)
    : undefined;
  const items = breadcrumb?.items ?? [];
  return (
    <div
      data-theme="dark"
      className={cx(
        styles.header,
        styles[size],
        align === 'center' && styles.center,
        image && styles.withImage,
        className,
      )}
      style={style}
    >
      <svg
        className={styles.hills}
        viewBox="0 0 1440 160"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M0 110C180 60 320 70 480 95s330 40 520-5 330-45 440-10V160H0z" opacity=".25" />
        <path d="M0 135c200-30 390-35 600-10s420 25 600-5 200-20 240-15V160H0z" opacity=".35" />
      </svg>
      <div className={styles.inner}>
        {breadcrumb && items.length > 0 ? (
          <nav aria-label={breadcrumb.label} className={styles.breadcrumb}>
            <ol>
              {items.map((crumb, index) => {
                const last = index === items.length - 1;
                const key = typeof crumb.href === 'string' ? crumb.href : `crumb-${index}`;
                if (last || !crumb.href) {
                  return (
                    <li key={key}>
                      <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                    </li>
                  );
                }
                const Link = linkComponent;
                return (
                  <li key={key}>
                    {Link ? (
                      <Link href={lp(crumb.href)}>{crumb.label}</Link>
                    ) : (
                      <a href={lp(crumb.href)}>{crumb.label}</a>
                    )}
                  </li>
                );
              })}
            </ol>
          </nav>
        ) : null}
        <h1 id={titleId} className={styles.title} tabIndex={titleId ? -1 : undefined}>
          {title}
        </h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </div>
  );
}
